/** The built-in board templates in English (gallery.ts); gallery-de.ts holds the same in German. */
import type { BoardTemplate } from './gallery';

const PRIORITY = {
  name: 'Priority',
  options: [
    ['High', 'red'],
    ['Medium', 'orange'],
    ['Low', 'green'],
  ],
} as const;

export const GALLERY_EN: readonly BoardTemplate[] = [
  {
    id: 'kanban',
    name: 'Kanban',
    description: 'Work flows from left to right; keep “Doing” short with its limit.',
    background: 'blue',
    labels: [
      { name: 'Bug', color: 'red' },
      { name: 'Feature', color: 'green' },
      { name: 'Chore', color: 'yellow' },
    ],
    field: PRIORITY,
    lists: [
      {
        title: 'To do',
        cards: [
          { title: 'Drag a card to “Doing” when you start it', labels: [2], choice: 2 },
          { title: 'Write the first feature', labels: [1], choice: 0 },
        ],
      },
      {
        title: 'Doing',
        wipLimit: 3,
        cards: [
          {
            title: 'Fix the login error',
            labels: [0],
            choice: 0,
            checklist: ['Steps', 'Reproduce it', 'Fix it', 'Test it'],
          },
        ],
      },
      { title: 'Done', cards: [{ title: 'Set up the board', labels: [2] }] },
    ],
  },
  {
    id: 'sprint',
    name: 'Sprint',
    description: 'A two-week sprint: the backlog, what the team committed to, review and done.',
    background: 'purple',
    labels: [
      { name: 'Story', color: 'green' },
      { name: 'Bug', color: 'red' },
      { name: 'Spike', color: 'blue' },
    ],
    field: {
      name: 'Estimate',
      options: [
        ['1 point', 'green'],
        ['3 points', 'yellow'],
        ['5 points', 'orange'],
        ['8 points', 'red'],
      ],
    },
    lists: [
      {
        title: 'Backlog',
        cards: [
          { title: 'As a user I can reset my password', labels: [0], choice: 1 },
          { title: 'Compare two chart libraries', labels: [2], choice: 0 },
        ],
      },
      {
        title: 'Sprint',
        cards: [
          {
            title: 'Sprint planning',
            checklist: ['Agenda', 'Sprint goal', 'Pick the stories', 'Split them into tasks'],
          },
        ],
      },
      { title: 'In progress', wipLimit: 4, cards: [{ title: 'Search by title', labels: [0], choice: 2 }] },
      { title: 'Review', cards: [] },
      { title: 'Done', cards: [] },
    ],
  },
  {
    id: 'bugs',
    name: 'Bug tracking',
    description: 'From a report to a fix: confirm it, fix it, test it, close it.',
    background: 'red',
    labels: [
      { name: 'Critical', color: 'red' },
      { name: 'Major', color: 'orange' },
      { name: 'Minor', color: 'yellow' },
    ],
    lists: [
      {
        title: 'Reported',
        cards: [
          {
            title: 'Report template: copy this card',
            description: 'What happened, what you expected, and how to make it happen again.',
            checklist: [
              'Report',
              'Steps to reproduce',
              'Expected result',
              'Actual result',
              'Browser and device',
            ],
          },
          { title: 'Dates show in the wrong time zone', labels: [1] },
        ],
      },
      { title: 'Confirmed', cards: [{ title: 'Export stops at 1,000 cards', labels: [0] }] },
      { title: 'Fixing', wipLimit: 3, cards: [] },
      { title: 'Testing', cards: [] },
      { title: 'Closed', cards: [{ title: 'Typo on the sign-in page', labels: [2] }] },
    ],
  },
  {
    id: 'content',
    name: 'Content calendar',
    description: 'From an idea to a published post, one card per piece.',
    background: 'orange',
    labels: [
      { name: 'Blog', color: 'blue' },
      { name: 'Newsletter', color: 'purple' },
      { name: 'Social', color: 'green' },
    ],
    lists: [
      { title: 'Ideas', cards: [{ title: '10 tips from our customers', labels: [0] }] },
      {
        title: 'Writing',
        cards: [
          {
            title: 'Monthly newsletter',
            labels: [1],
            checklist: ['Before sending', 'Draft', 'Images', 'Links checked', 'Test e-mail'],
          },
        ],
      },
      { title: 'Editing', cards: [] },
      { title: 'Scheduled', cards: [{ title: 'Launch announcement', labels: [2] }] },
      { title: 'Published', cards: [] },
    ],
  },
  {
    id: 'personal',
    name: 'Personal',
    description: 'Your week at a glance: what matters today, what waits on others.',
    background: 'green',
    labels: [
      { name: 'Home', color: 'green' },
      { name: 'Work', color: 'blue' },
      { name: 'Errand', color: 'yellow' },
    ],
    lists: [
      { title: 'This week', cards: [{ title: 'Book the dentist', labels: [2] }] },
      {
        title: 'Today',
        wipLimit: 5,
        cards: [{ title: 'Groceries', labels: [2], checklist: ['List', 'Bread', 'Milk', 'Apples'] }],
      },
      { title: 'Waiting for', cards: [{ title: 'Reply from the landlord', labels: [0] }] },
      { title: 'Done', cards: [] },
    ],
  },
  {
    id: 'hiring',
    name: 'Hiring',
    description: 'One card per candidate, from application to the first day.',
    background: 'sky',
    labels: [
      { name: 'Referral', color: 'green' },
      { name: 'Remote', color: 'blue' },
    ],
    field: PRIORITY,
    lists: [
      {
        title: 'Applied',
        cards: [
          {
            title: 'Candidate template: copy this card',
            checklist: ['Interview steps', 'CV read', 'Phone screen', 'Task', 'Team interview', 'References'],
          },
        ],
      },
      { title: 'Screening', cards: [{ title: 'Alex Example — frontend', labels: [0, 1], choice: 0 }] },
      { title: 'Interview', cards: [] },
      { title: 'Offer', cards: [] },
      { title: 'Hired', cards: [] },
    ],
  },
  {
    id: 'event',
    name: 'Event planning',
    description: 'Everything for a meetup or a party, from venue to thank-you notes.',
    background: 'pink',
    labels: [
      { name: 'Venue', color: 'purple' },
      { name: 'Food', color: 'orange' },
      { name: 'Guests', color: 'green' },
    ],
    lists: [
      {
        title: 'To plan',
        cards: [
          {
            title: 'Choose the venue',
            labels: [0],
            checklist: ['Venue', 'Size', 'Price', 'Access', 'Booked'],
          },
          { title: 'Invitations', labels: [2] },
        ],
      },
      { title: 'Booked', cards: [] },
      { title: 'On the day', cards: [{ title: 'Catering arrives at 17:00', labels: [1] }] },
      { title: 'Afterwards', cards: [{ title: 'Send thank-you notes', labels: [2] }] },
    ],
  },
  {
    id: 'chores',
    name: 'Family chores',
    description: 'Who does what at home, every day, week and month.',
    background: 'lime',
    labels: [
      { name: 'Kids', color: 'green' },
      { name: 'Parents', color: 'blue' },
      { name: 'Everyone', color: 'purple' },
    ],
    lists: [
      {
        title: 'Every day',
        cards: [
          { title: 'Feed the cat', labels: [0] },
          { title: 'Dishes', labels: [2] },
        ],
      },
      {
        title: 'Every week',
        cards: [
          { title: 'Clean the bathroom', labels: [1], checklist: ['Tasks', 'Sink', 'Shower', 'Floor'] },
        ],
      },
      { title: 'Every month', cards: [{ title: 'Change the bed linen', labels: [2] }] },
      { title: 'Done this week', cards: [] },
    ],
  },
];

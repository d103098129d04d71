/** Die eingebauten Board-Vorlagen auf Deutsch (gallery.ts); gallery-en.ts enthält dieselben auf Englisch. */
import type { BoardTemplate } from './gallery';

const PRIORITY = {
  name: 'Priorität',
  options: [
    ['Hoch', 'red'],
    ['Mittel', 'orange'],
    ['Niedrig', 'green'],
  ],
} as const;

export const GALLERY_DE: readonly BoardTemplate[] = [
  {
    id: 'kanban',
    name: 'Kanban',
    description: 'Arbeit fließt von links nach rechts; halte „In Arbeit“ mit seinem Limit kurz.',
    background: 'blue',
    labels: [
      { name: 'Fehler', color: 'red' },
      { name: 'Funktion', color: 'green' },
      { name: 'Routine', color: 'yellow' },
    ],
    field: PRIORITY,
    lists: [
      {
        title: 'Zu erledigen',
        cards: [
          { title: 'Zieh eine Karte nach „In Arbeit“, wenn du anfängst', labels: [2], choice: 2 },
          { title: 'Die erste Funktion schreiben', labels: [1], choice: 0 },
        ],
      },
      {
        title: 'In Arbeit',
        wipLimit: 3,
        cards: [
          {
            title: 'Anmeldefehler beheben',
            labels: [0],
            choice: 0,
            checklist: ['Schritte', 'Nachstellen', 'Beheben', 'Testen'],
          },
        ],
      },
      { title: 'Erledigt', cards: [{ title: 'Das Board einrichten', labels: [2] }] },
    ],
  },
  {
    id: 'sprint',
    name: 'Sprint',
    description: 'Ein Sprint von zwei Wochen: Backlog, was das Team zugesagt hat, Review und erledigt.',
    background: 'purple',
    labels: [
      { name: 'Story', color: 'green' },
      { name: 'Fehler', color: 'red' },
      { name: 'Spike', color: 'blue' },
    ],
    field: {
      name: 'Schätzung',
      options: [
        ['1 Punkt', 'green'],
        ['3 Punkte', 'yellow'],
        ['5 Punkte', 'orange'],
        ['8 Punkte', 'red'],
      ],
    },
    lists: [
      {
        title: 'Backlog',
        cards: [
          { title: 'Als Nutzerin kann ich mein Passwort zurücksetzen', labels: [0], choice: 1 },
          { title: 'Zwei Diagramm-Bibliotheken vergleichen', labels: [2], choice: 0 },
        ],
      },
      {
        title: 'Sprint',
        cards: [
          {
            title: 'Sprintplanung',
            checklist: ['Ablauf', 'Sprintziel', 'Stories auswählen', 'In Aufgaben aufteilen'],
          },
        ],
      },
      { title: 'In Arbeit', wipLimit: 4, cards: [{ title: 'Suche nach Titel', labels: [0], choice: 2 }] },
      { title: 'Review', cards: [] },
      { title: 'Erledigt', cards: [] },
    ],
  },
  {
    id: 'bugs',
    name: 'Fehlerverfolgung',
    description: 'Von der Meldung zur Lösung: bestätigen, beheben, testen, schließen.',
    background: 'red',
    labels: [
      { name: 'Kritisch', color: 'red' },
      { name: 'Schwer', color: 'orange' },
      { name: 'Leicht', color: 'yellow' },
    ],
    lists: [
      {
        title: 'Gemeldet',
        cards: [
          {
            title: 'Vorlage für Meldungen: diese Karte kopieren',
            description: 'Was passiert ist, was du erwartet hast und wie es sich wiederholen lässt.',
            checklist: [
              'Meldung',
              'Schritte zum Nachstellen',
              'Erwartetes Ergebnis',
              'Tatsächliches Ergebnis',
              'Browser und Gerät',
            ],
          },
          { title: 'Daten erscheinen in der falschen Zeitzone', labels: [1] },
        ],
      },
      { title: 'Bestätigt', cards: [{ title: 'Export bricht bei 1.000 Karten ab', labels: [0] }] },
      { title: 'In Behebung', wipLimit: 3, cards: [] },
      { title: 'Im Test', cards: [] },
      { title: 'Geschlossen', cards: [{ title: 'Tippfehler auf der Anmeldeseite', labels: [2] }] },
    ],
  },
  {
    id: 'content',
    name: 'Redaktionsplan',
    description: 'Von der Idee bis zum veröffentlichten Beitrag, eine Karte pro Beitrag.',
    background: 'orange',
    labels: [
      { name: 'Blog', color: 'blue' },
      { name: 'Newsletter', color: 'purple' },
      { name: 'Social Media', color: 'green' },
    ],
    lists: [
      { title: 'Ideen', cards: [{ title: '10 Tipps unserer Kundschaft', labels: [0] }] },
      {
        title: 'Schreiben',
        cards: [
          {
            title: 'Monatlicher Newsletter',
            labels: [1],
            checklist: ['Vor dem Versand', 'Entwurf', 'Bilder', 'Links geprüft', 'Test-E-Mail'],
          },
        ],
      },
      { title: 'Lektorat', cards: [] },
      { title: 'Geplant', cards: [{ title: 'Ankündigung des Starts', labels: [2] }] },
      { title: 'Veröffentlicht', cards: [] },
    ],
  },
  {
    id: 'personal',
    name: 'Persönlich',
    description: 'Deine Woche auf einen Blick: was heute zählt, was auf andere wartet.',
    background: 'green',
    labels: [
      { name: 'Zuhause', color: 'green' },
      { name: 'Arbeit', color: 'blue' },
      { name: 'Besorgung', color: 'yellow' },
    ],
    lists: [
      { title: 'Diese Woche', cards: [{ title: 'Zahnarzttermin machen', labels: [2] }] },
      {
        title: 'Heute',
        wipLimit: 5,
        cards: [{ title: 'Einkaufen', labels: [2], checklist: ['Liste', 'Brot', 'Milch', 'Äpfel'] }],
      },
      { title: 'Wartet auf', cards: [{ title: 'Antwort der Vermieterin', labels: [0] }] },
      { title: 'Erledigt', cards: [] },
    ],
  },
  {
    id: 'hiring',
    name: 'Personalsuche',
    description: 'Eine Karte pro Person, von der Bewerbung bis zum ersten Arbeitstag.',
    background: 'sky',
    labels: [
      { name: 'Empfehlung', color: 'green' },
      { name: 'Remote', color: 'blue' },
    ],
    field: PRIORITY,
    lists: [
      {
        title: 'Beworben',
        cards: [
          {
            title: 'Vorlage für Bewerbungen: diese Karte kopieren',
            checklist: [
              'Gesprächsschritte',
              'Lebenslauf gelesen',
              'Telefonat',
              'Aufgabe',
              'Gespräch im Team',
              'Referenzen',
            ],
          },
        ],
      },
      { title: 'Vorauswahl', cards: [{ title: 'Alex Beispiel – Frontend', labels: [0, 1], choice: 0 }] },
      { title: 'Gespräch', cards: [] },
      { title: 'Angebot', cards: [] },
      { title: 'Eingestellt', cards: [] },
    ],
  },
  {
    id: 'event',
    name: 'Veranstaltungsplanung',
    description: 'Alles für ein Treffen oder ein Fest, vom Ort bis zu den Dankeskarten.',
    background: 'pink',
    labels: [
      { name: 'Ort', color: 'purple' },
      { name: 'Essen', color: 'orange' },
      { name: 'Gäste', color: 'green' },
    ],
    lists: [
      {
        title: 'Zu planen',
        cards: [
          {
            title: 'Ort auswählen',
            labels: [0],
            checklist: ['Ort', 'Größe', 'Preis', 'Barrierefreiheit', 'Gebucht'],
          },
          { title: 'Einladungen', labels: [2] },
        ],
      },
      { title: 'Gebucht', cards: [] },
      { title: 'Am Tag selbst', cards: [{ title: 'Catering kommt um 17:00', labels: [1] }] },
      { title: 'Danach', cards: [{ title: 'Dankeskarten schicken', labels: [2] }] },
    ],
  },
  {
    id: 'chores',
    name: 'Familienaufgaben',
    description: 'Wer zu Hause was erledigt, jeden Tag, jede Woche, jeden Monat.',
    background: 'lime',
    labels: [
      { name: 'Kinder', color: 'green' },
      { name: 'Eltern', color: 'blue' },
      { name: 'Alle', color: 'purple' },
    ],
    lists: [
      {
        title: 'Jeden Tag',
        cards: [
          { title: 'Katze füttern', labels: [0] },
          { title: 'Abwasch', labels: [2] },
        ],
      },
      {
        title: 'Jede Woche',
        cards: [
          { title: 'Bad putzen', labels: [1], checklist: ['Aufgaben', 'Waschbecken', 'Dusche', 'Boden'] },
        ],
      },
      { title: 'Jeden Monat', cards: [{ title: 'Bettwäsche wechseln', labels: [2] }] },
      { title: 'Diese Woche erledigt', cards: [] },
    ],
  },
];

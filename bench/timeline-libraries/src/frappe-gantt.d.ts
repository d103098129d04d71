// frappe-gantt ships no types: the part of its API the comparison uses.
declare module 'frappe-gantt' {
  export interface Task {
    id: string;
    name: string;
    start: string;
    end: string;
    progress: number;
  }
  export default class Gantt {
    constructor(element: HTMLElement, tasks: Task[], options?: { view_mode?: string; scroll_to?: string });
  }
}

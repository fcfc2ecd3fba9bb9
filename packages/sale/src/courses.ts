import { COURSE_MAX, type LineKitchenState, type Order } from '@cashier/contracts';

/**
 * What the till knows of a cart line's way to the kitchen: the stored line it continues (null:
 * not saved yet), its course, whether it is held at the till, and where the kitchen has it.
 */
export interface CourseLine {
  key: string;
  /** The server's id of the line, so an update keeps it (and its place in the kitchen). */
  lineId: number | null;
  /** 1 starters, 2 mains, 3 desserts, 4+ numbered; null goes with the first send (drinks). */
  course: number | null;
  /** Kept at the till until its course is fired. */
  held: boolean;
  /** Null until the line is saved. */
  kitchenState: LineKitchenState | null;
}

/** The courses of a cart, in order, "no course" first (it goes out with the first send). */
export interface CourseGroup<L extends CourseLine> {
  course: number | null;
  lines: L[];
  /** Lines not saved yet: the send takes them, held or not. */
  unsent: number;
  /** Every unsent line of the course is to be held. */
  holding: boolean;
  /** Saved lines held at the till, which "Fire" sends to the kitchen. */
  waiting: number;
}

export function courseGroups<L extends CourseLine>(lines: readonly L[]): CourseGroup<L>[] {
  const byCourse = new Map<number | null, L[]>();
  for (const l of lines) byCourse.set(l.course, [...(byCourse.get(l.course) ?? []), l]);
  return [...byCourse]
    .sort(([a], [b]) => (a ?? 0) - (b ?? 0))
    .map(([course, group]) => {
      const unsent = group.filter((l) => l.lineId === null);
      return {
        course,
        lines: group,
        unsent: unsent.length,
        holding: unsent.length > 0 && unsent.every((l) => l.held),
        waiting: group.filter((l) => l.lineId !== null && l.held).length,
      };
    });
}

/** Whether the cart shows its lines by course: at a table once a line has one, or while one is held. */
export function showsCourses(mode: string, lines: readonly CourseLine[]): boolean {
  return (mode === 'dine-in' && lines.some((l) => l.course !== null)) || lines.some((l) => l.held);
}

/** How many courses a line can be moved to: the named three and one past the highest in use, up to 9. */
export function courseCount(lines: readonly CourseLine[]): number {
  return Math.min(COURSE_MAX, Math.max(3, ...lines.map((l) => l.course ?? 0)) + 1);
}

/**
 * Whether a new line in this course is held: the server holds a line added to a course it still
 * holds, and the till shows it the same way.
 */
export function courseHeld(lines: readonly CourseLine[], course: number | null): boolean {
  return course !== null && lines.some((l) => l.course === course && l.held);
}

/** Holds (or lets go) the unsaved lines of a course; saved held lines wait for "Fire". */
export function holdCourse<L extends CourseLine>(lines: readonly L[], course: number, held: boolean): L[] {
  return lines.map((l) => (l.course === course && l.lineId === null ? { ...l, held } : l));
}

/** Moves a line to another course; an unsaved line takes the new course's hold. */
export function moveToCourse<L extends CourseLine>(
  lines: readonly L[],
  key: string,
  course: number | null,
): L[] {
  const others = lines.filter((l) => l.key !== key);
  return lines.map((l) =>
    l.key !== key ? l : { ...l, course, held: l.lineId === null ? courseHeld(others, course) : l.held },
  );
}

/**
 * The server's news on the saved lines, by line id: their kitchen states and holds (a course fired
 * here or on another till). The unsaved lines of a course it released are not held any more either.
 */
export function withKitchen<L extends CourseLine>(lines: readonly L[], order: Order): L[] {
  const stored = new Map(order.lines.map((l) => [l.id, l]));
  const released = new Set(
    lines
      .filter((l) => l.lineId !== null && l.held && stored.get(l.lineId)?.held === false)
      .map((l) => l.course),
  );
  return lines.map((l) => {
    const now = l.lineId === null ? undefined : stored.get(l.lineId);
    if (now) return { ...l, kitchenState: now.kitchenState, held: now.held };
    if (l.lineId === null && released.has(l.course)) return { ...l, held: false };
    return l;
  });
}

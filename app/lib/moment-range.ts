import { parseMoment } from "./episode-extras";

/**
 * Where a shared range ends (`?t=754&end=812`, a clip): seconds, or undefined when `end` is absent,
 * not a time, or not after the start (`start` undefined is the episode's beginning); such an `end`
 * is ignored. A module of its own so that the pages which share episode-extras.ts's helpers in their
 * first load (the guest pages' initials and names) do not carry it.
 */
export function parseMomentEnd(value: string | null | undefined, start: number | undefined): number | undefined {
  const end = parseMoment(value);
  return end !== undefined && end > (start ?? 0) ? end : undefined;
}

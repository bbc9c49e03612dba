/** What the simulated city did, counted by event, printed every few seconds and at the end. */
export function createStats() {
  const counts = new Map<string, number>();
  const started = Date.now();
  return {
    count(event: string, by = 1) {
      counts.set(event, (counts.get(event) ?? 0) + by);
    },
    line() {
      const seconds = Math.round((Date.now() - started) / 1000);
      const parts = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k} ${v}`);
      return `[${seconds} s] ${parts.join(', ')}`;
    },
  };
}
export type Stats = ReturnType<typeof createStats>;

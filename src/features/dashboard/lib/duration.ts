/** A duration for people: "45 min", "2 h 5 min", "3 d 4 h" (under a minute: "under 1 min"). */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return 'under 1 min';
  const hours = Math.floor(minutes / 60);
  if (hours < 1) return `${minutes} min`;
  const days = Math.floor(hours / 24);
  if (days < 1) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** Sets `key` in `map`, first dropping the oldest entry (insertion order) when the map already holds `limit`. */
export function rememberAtMost<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  if (!map.has(key) && map.size >= limit) map.delete(map.keys().next().value as K);
  map.set(key, value);
}

/**
 * The script at the top of a prerendered page that only some visitors may see (the route table's
 * `onlyWithSessionFlag`): without the flag, the browser leaves for `otherwise` before it paints a
 * pixel of the page, instead of showing it until the app hydrates and redirects. Storage that throws
 * (blocked cookies) counts as no flag, as the app's readStorage does. The build's Content-Security-
 * Policy hashes it like every inline script.
 */
export function sessionFlagGuard(flag: string, otherwise: string): string {
  const leave = `location.replace(${JSON.stringify(otherwise)})`;
  return `<script>try{if(sessionStorage.getItem(${JSON.stringify(flag)})!=="true")${leave}}catch(e){${leave}}</script>`;
}

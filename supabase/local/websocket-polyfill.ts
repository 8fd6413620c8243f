/**
 * supabase-js creates a realtime client that needs a global WebSocket, which Node only has from
 * version 22. The site never uses realtime; this gives older Nodes one so the client can start.
 */
import { WebSocket } from 'ws';

if (!('WebSocket' in globalThis)) {
  Object.assign(globalThis, { WebSocket });
}

/** In-process notice that a new database was swapped in, so a server in the same process reloads at once. */
import { EventEmitter } from 'node:events';

export interface SwapEvent {
  dbPath: string;
}

export const contentEvents = new EventEmitter<{ swap: [SwapEvent] }>();
contentEvents.setMaxListeners(100);

/** In-process notice that a new database was swapped in, so a server in the same process reloads at once. */
import { EventEmitter } from 'node:events';

export interface SwapEvent {
  dbPath: string;
  /**
   * After a dev rebuild: settles when the outputs it left out are written (settle-outputs.ts),
   * so a server in this process reads them instead of making them a second time.
   */
  settled?: Promise<void>;
}

export const contentEvents = new EventEmitter<{ swap: [SwapEvent] }>();
contentEvents.setMaxListeners(100);

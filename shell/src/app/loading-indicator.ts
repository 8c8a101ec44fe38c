/**
 * The loading bar's behaviour (spec §9): a navigation shorter than the 200 ms throttle shows
 * nothing; a longer one shows a bar that creeps towards the end over 2000 ms, jumps to full
 * when the page is there, hides 500 ms later and resets 400 ms after that. An error turns it
 * red. The state is a nanostores atom the LoadingBar component renders.
 */
import { atom } from 'nanostores';
import { LOADING_BAR } from '@site/kit';

export interface LoadingState {
  visible: boolean;
  /** 0 to 100. */
  progress: number;
  error: boolean;
}

const IDLE: LoadingState = { visible: false, progress: 0, error: false };
const TICK_MS = 100;

export class LoadingIndicator {
  readonly $state = atom<LoadingState>(IDLE);
  private throttle: ReturnType<typeof setTimeout> | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private hide: ReturnType<typeof setTimeout> | null = null;
  private reset: ReturnType<typeof setTimeout> | null = null;

  private clearAll(): void {
    for (const t of [this.throttle, this.hide, this.reset]) if (t) clearTimeout(t);
    if (this.ticker) clearInterval(this.ticker);
    this.throttle = this.ticker = this.hide = this.reset = null;
  }

  start(): void {
    this.clearAll();
    if (this.$state.get().visible) {
      this.run();
      return;
    }
    this.$state.set(IDLE);
    this.throttle = setTimeout(() => this.run(), LOADING_BAR.throttleMs);
  }

  private run(): void {
    this.throttle = null;
    this.$state.set({ visible: true, progress: 0, error: false });
    // Reaches 100 after the duration; finish() jumps there earlier when the page is ready.
    const step = (100 * TICK_MS) / LOADING_BAR.durationMs;
    this.ticker = setInterval(() => {
      const s = this.$state.get();
      this.$state.set({ ...s, progress: Math.min(100, s.progress + step) });
    }, TICK_MS);
  }

  /** The page is there (or failed with `error`): fill, hide after 500 ms, reset 400 ms later. */
  finish({ error = false }: { error?: boolean } = {}): void {
    const wasShown = this.$state.get().visible || error;
    this.clearAll();
    if (!wasShown) {
      this.$state.set(IDLE);
      return;
    }
    this.$state.set({ visible: true, progress: 100, error });
    this.hide = setTimeout(() => {
      this.$state.set({ ...this.$state.get(), visible: false });
      this.reset = setTimeout(() => this.$state.set(IDLE), LOADING_BAR.resetDelayMs);
    }, LOADING_BAR.hideDelayMs);
  }
}

/** The page's one loading bar, driven by the client router. */
export const loadingIndicator = new LoadingIndicator();

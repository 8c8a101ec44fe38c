/**
 * /metrics of a shell running as several render processes (render-workers.ts): a scrape
 * reaches whichever process the port hands it to, so that process asks the primary, which
 * gathers every process's registry and answers their sum (prom-client's AggregatorRegistry:
 * counters and histograms add up, gauges follow each metric's `aggregator`). Without this a
 * scrape would read one process's counters, a different one each time.
 */
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const REQUEST = 'shell:metrics-request';
const ANSWER = 'shell:metrics-answer';
/** prom-client's own limit for gathering from the workers, plus a second for the message back. */
const ANSWER_TIMEOUT_MS = 6_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}
interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** In the primary: answers each render process's request with every process's metrics. */
export function answerClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: MetricsRequest) => {
    if (message?.type !== REQUEST) return;
    const reply = (answer: Omit<MetricsAnswer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer } satisfies MetricsAnswer);
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (err: Error) => reply({ error: err.message }),
    );
  });
}

/**
 * In a render process: lets the primary read `registry`, and returns what /metrics answers
 * with, the whole shell's metrics (rejects when the primary does not answer in time).
 */
export function clusterMetricsOf(registry: Registry): () => Promise<string> {
  new AggregatorRegistry(); // adds prom-client's listener for the primary's requests
  AggregatorRegistry.setRegistries([registry]);
  let next = 0;
  const waiting = new Map<number, (answer: MetricsAnswer) => void>();
  process.on('message', (message: MetricsAnswer) => {
    if (message?.type === ANSWER) waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`the shell's primary process did not gather the metrics within ${ANSWER_TIMEOUT_MS} ms`));
      }, ANSWER_TIMEOUT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.text !== undefined) resolve(answer.text);
        else reject(new Error(`gathering the shell's metrics failed: ${answer.error}`));
      });
      process.send?.({ type: REQUEST, id } satisfies MetricsRequest);
    });
}

import type { RequestHandler } from 'express';
import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { AppConfig } from '../config';
import { nameRoute, noteServerError } from '../logging/request-scope';
import { everyWorkersMetrics } from './cluster-metrics';
import { mayReadMetrics } from './metrics-access';
import { metricsRegistry, startDefaultMetrics } from './metrics';

/**
 * GET /metrics in Prometheus's text format: this process's figures, or in a server of several processes
 * every worker's together (cluster-metrics.ts). Answered only as mayReadMetrics allows; 404 otherwise.
 */
export function metricsRoute(config: Pick<AppConfig, 'metricsToken'>): RequestHandler {
  startDefaultMetrics();
  // A worker's prom-client answers the primary's request for its figures (its listener starts with this).
  if (cluster.isWorker) new AggregatorRegistry();
  return (req, res) => {
    nameRoute('/metrics');
    const caller = {
      socketAddress: req.socket.remoteAddress,
      forwarded: req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined,
      authorization: req.headers.authorization,
    };
    if (!mayReadMetrics(caller, config.metricsToken)) {
      res.status(404).type('text').send('Not found');
      return;
    }
    (cluster.isWorker ? everyWorkersMetrics() : metricsRegistry.metrics()).then(
      (text) => {
        res.setHeader('Cache-Control', 'no-store');
        res.type(metricsRegistry.contentType).send(text);
      },
      (error: unknown) => {
        noteServerError(error);
        res.status(500).type('text').send('The metrics could not be gathered');
      },
    );
  };
}

// POST /log: a browser reports an error; bounded in size, validated, written to the server log.
import express, { type RequestHandler } from 'express';
import { z } from 'zod';
import { serverMessage } from './messages';

export const clientLogMaxBytes = 4096;

export const clientLogSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  url: z.string().max(500).optional(),
  stack: z.string().max(2000).optional(),
});

const parseBody = express.json({
  limit: clientLogMaxBytes,
  type: ['application/json', 'text/plain'],
});

const handle: RequestHandler = (req, res) => {
  const parsed = clientLogSchema.safeParse(req.body);
  if (!parsed.success) {
    res.status(400).type('text/plain; charset=utf-8').send(serverMessage(req.path, 'badRequest'));
    return;
  }
  req.log.warn({ client: parsed.data }, 'client-side error');
  res.status(204).end();
};

export const clientLog: RequestHandler[] = [parseBody, handle];

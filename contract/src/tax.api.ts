import { defineCall } from './call';
import { z } from 'zod';
import {
  dac7CopiesSchema,
  dac7MessagesSchema,
  dac7Query,
  dac7SentBody,
  dac7YearQuery,
  dac7ReportSchema,
  platformOperatorBody,
  platformOperatorSchema,
  taxDetailsBody,
  taxDetailsSchema,
} from './tax.schema';

const tag = 'Tax reporting';

/** DAC7: sellers' tax details and the yearly report to Skatteverket (docs/dac7.md). */
export const taxApi = {
  details: defineCall({
    method: 'GET',
    path: '/api/shops/me/tax-details',
    summary: "The seller's tax details (Skatteuppgifter) as given, and whether they are complete",
    access: 'seller',
    tag,
    response: taxDetailsSchema,
  }),
  saveDetails: defineCall({
    method: 'PUT',
    path: '/api/shops/me/tax-details',
    summary:
      "Give or change the seller's tax details: personnummer, organisation number and bankgiro are checked by their check digits, an IBAN by its own, a date of birth must be past and match the personnummer",
    access: 'seller',
    tag,
    body: taxDetailsBody,
    response: taxDetailsSchema,
  }),
  copies: defineCall({
    method: 'GET',
    path: '/api/shops/me/dac7',
    summary:
      "The seller's copy of each DAC7 report sent about them (informationsuppgift), newest year first: identity, TIN, account and the quarterly figures as last sent",
    access: 'seller',
    tag,
    response: dac7CopiesSchema,
  }),
  operator: defineCall({
    method: 'GET',
    path: '/api/admin/dac7/operator',
    summary: 'The platform operator Torget reports DAC7 as (legal name, organisation number, address)',
    access: 'admin',
    tag,
    response: platformOperatorSchema,
  }),
  saveOperator: defineCall({
    method: 'PUT',
    path: '/api/admin/dac7/operator',
    summary: 'Set the platform operator Torget reports DAC7 as',
    access: 'admin',
    tag,
    body: platformOperatorBody,
    response: platformOperatorSchema,
  }),
  report: defineCall({
    method: 'GET',
    path: '/api/admin/dac7',
    summary:
      "A year's DAC7 figures per seller and quarter (by the date paid, Stockholm time): sales, consideration less refunds, plan fees, taxes; reportable or excluded (fewer than 30 sales and at most 2 000 euro at the rate given); who lacks tax details",
    access: 'admin',
    tag,
    query: dac7Query,
    response: dac7ReportSchema,
  }),
  reportXml: defineCall({
    method: 'GET',
    path: '/api/admin/dac7.xml',
    summary:
      "The year's next DPI XML file for Skatteverket (OECD DPI schema v1.0, MessageType DAC7): before one is marked as sent a first report (DPI401) of every reportable seller; after, a correction (DPI402) of each seller whose reported figures or details changed (OECD2, CorrDocRefId the earlier DocRefId) or who is no longer reportable (OECD3); 409 when nothing changed. The file is the year's draft until marked as sent",
    access: 'admin',
    tag,
    query: dac7Query,
    response: z.undefined(),
    file: { contentType: 'application/xml' },
    errors: ['conflict'],
  }),
  messages: defineCall({
    method: 'GET',
    path: '/api/admin/dac7/messages',
    summary:
      "The year's DAC7 messages: those marked as sent to Skatteverket (when) and the draft last downloaded",
    access: 'admin',
    tag,
    query: dac7YearQuery,
    response: dac7MessagesSchema,
  }),
  markSent: defineCall({
    method: 'POST',
    path: '/api/admin/dac7/messages/sent',
    summary:
      "Mark the year's draft (the file last downloaded) as sent to Skatteverket: its parts become what later files correct, and each seller in it is mailed their copy",
    access: 'admin',
    tag,
    body: dac7SentBody,
    response: dac7MessagesSchema,
    errors: ['conflict'],
  }),
};

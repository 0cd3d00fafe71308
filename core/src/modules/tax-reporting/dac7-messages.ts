import type { EntityManager } from '@mikro-orm/postgresql';
import type { Dac7CopyDto, Dac7MessageDto } from '@torget/contract';
import type { MessageTypeIndic, PlannedDocument, SentDocument } from './dac7-plan';

type Row = {
  message_ref_id: string;
  type_indic: MessageTypeIndic;
  eur_rate: string;
  made_at: Date;
  sent_at: Date | null;
  sellers: string;
};

/** The parts of the year's messages marked as sent, oldest message first (dac7_documents, docs/dac7.md). */
export async function sentDocuments(em: EntityManager, year: number): Promise<SentDocument[]> {
  const rows = await em.execute<
    {
      seller_id: string | null;
      doc_type_indic: SentDocument['docTypeIndic'];
      doc_ref_id: string;
      content: never;
    }[]
  >(
    `select d.seller_id, d.doc_type_indic, d.doc_ref_id, d.content
     from dac7_documents d join dac7_messages m using (message_ref_id)
     where m.year = ? and m.sent_at is not null
     order by m.sent_at, m.made_at, d.doc_ref_id`,
    [year],
  );
  return rows.map((row) => ({
    sellerId: row.seller_id,
    docTypeIndic: row.doc_type_indic,
    docRefId: row.doc_ref_id,
    content: row.content,
  }));
}

/**
 * The year's draft message (made at the first download after the last one sent), locked for the transaction:
 * its MessageRefId stays the same for every download until it is marked as sent.
 */
export async function lockDraft(tx: EntityManager, year: number, freshRef: string): Promise<string> {
  await tx.execute(
    `insert into dac7_messages (message_ref_id, year, type_indic, eur_rate) values (?, ?, 'DPI401', 0)
     on conflict (year) where sent_at is null do nothing`,
    [freshRef, year],
  );
  const [draft] = await tx.execute<{ message_ref_id: string }[]>(
    'select message_ref_id from dac7_messages where year = ? and sent_at is null for update',
    [year],
  );
  return draft!.message_ref_id;
}

/** The draft now says what the file just downloaded says: what is marked as sent is what the admin sent. */
export async function writeDraft(
  tx: EntityManager,
  messageRefId: string,
  message: { typeIndic: MessageTypeIndic; eurRate: number; documents: PlannedDocument[] },
): Promise<void> {
  await tx.execute(
    'update dac7_messages set type_indic = ?, eur_rate = ?, made_at = now() where message_ref_id = ?',
    [message.typeIndic, message.eurRate, messageRefId],
  );
  await tx.execute('delete from dac7_documents where message_ref_id = ?', [messageRefId]);
  for (const doc of message.documents)
    await tx.execute(
      `insert into dac7_documents (message_ref_id, doc_ref_id, seller_id, doc_type_indic, corr_doc_ref_id, content)
       values (?, ?, ?, ?, ?, ?::jsonb)`,
      [
        messageRefId,
        doc.docRefId,
        doc.sellerId,
        doc.docTypeIndic,
        doc.corrDocRefId,
        JSON.stringify(doc.content),
      ],
    );
}

/** Marks the draft `messageRefId` of the year as sent; answers its parts, or null when it is not the draft. */
export async function markSent(
  tx: EntityManager,
  year: number,
  messageRefId: string,
): Promise<PlannedDocument[] | null> {
  const [sent] = await tx.execute<{ message_ref_id: string }[]>(
    `update dac7_messages set sent_at = now()
     where year = ? and message_ref_id = ? and sent_at is null returning message_ref_id`,
    [year, messageRefId],
  );
  if (!sent) return null;
  const rows = await tx.execute<
    {
      seller_id: string | null;
      doc_type_indic: PlannedDocument['docTypeIndic'];
      doc_ref_id: string;
      corr_doc_ref_id: string | null;
      content: never;
    }[]
  >('select * from dac7_documents where message_ref_id = ?', [messageRefId]);
  return rows.map((row) => ({
    sellerId: row.seller_id,
    docTypeIndic: row.doc_type_indic,
    docRefId: row.doc_ref_id,
    corrDocRefId: row.corr_doc_ref_id,
    content: row.content,
  }));
}

/** The year's messages, sent ones first in the order sent, then the draft. */
export async function messagesOf(em: EntityManager, year: number): Promise<Dac7MessageDto[]> {
  const rows = await em.execute<Row[]>(
    `select m.message_ref_id, m.type_indic, m.eur_rate, m.made_at, m.sent_at,
       (select count(*) from dac7_documents d
        where d.message_ref_id = m.message_ref_id and d.seller_id is not null) as sellers
     from dac7_messages m where m.year = ?
     order by m.sent_at nulls last, m.made_at`,
    [year],
  );
  return rows.map((row) => ({
    messageRefId: row.message_ref_id,
    typeIndic: row.type_indic,
    eurRate: Number(row.eur_rate),
    madeAt: new Date(row.made_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    sellers: Number(row.sellers),
  }));
}

/**
 * The seller's copies: per year, the latest part sent about them (a correction replaces the first report); a
 * year whose latest part deleted them (no longer reportable) has no copy.
 */
export async function copiesOf(em: EntityManager, sellerId: string): Promise<Dac7CopyDto[]> {
  const rows = await em.execute<
    { year: number; sent_at: Date; doc_type_indic: string; content: Dac7CopyDto['seller'] }[]
  >(
    `select distinct on (m.year) m.year, m.sent_at, d.doc_type_indic, d.content
     from dac7_documents d join dac7_messages m using (message_ref_id)
     where d.seller_id = ? and m.sent_at is not null
     order by m.year desc, m.sent_at desc`,
    [sellerId],
  );
  return rows
    .filter((row) => row.doc_type_indic !== 'OECD3')
    .map((row) => ({
      year: row.year,
      sentAt: new Date(row.sent_at).toISOString(),
      corrected: row.doc_type_indic === 'OECD2',
      seller: row.content,
    }));
}

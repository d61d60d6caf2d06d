import { documentSha256 } from '#server/features/documents/pdf';
import { generateDocument } from '#server/features/documents/render';
import type { DocumentLabel } from '#events/documents/labels';
import { fixtureData } from './fixture';

/** A fresh process generates the labels given, in order, and prints each one's SHA-256 (determinism test). */
const labels = process.argv.slice(2) as DocumentLabel[];
for (const label of labels)
  console.log(`${label} ${documentSha256(await generateDocument(label, fixtureData()))}`);

import { apiGetFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** The signed XML sent to SUNAT, or SUNAT's answer (the CDR zip). */
export type EDocumentFile = 'xml' | 'cdr';

/** GET /api/e-documents/:id/xml and …/cdr — the record's files, served with the token. */
export const eDocumentFilePath = (id: number, file: EDocumentFile) => `/e-documents/${id}/${file}`;

export const downloadEDocumentFile = async (
  { id, fileName }: { id: number; fileName: string },
  file: EDocumentFile,
): Promise<void> => {
  saveFile(
    await apiGetFile(eDocumentFilePath(id, file), file === 'xml' ? `${fileName}.xml` : `R-${fileName}.zip`),
  );
};

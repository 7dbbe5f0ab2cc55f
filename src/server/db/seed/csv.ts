/**
 * A small RFC 4180 CSV reader for the committed seed files: quoted fields may hold commas, line
 * breaks and doubled quotes; CRLF, LF and lone CR all end a record; a leading BOM is dropped.
 * Malformed input (an unterminated quote, text after a closing quote) throws instead of silently
 * shifting columns, because a shifted column would seed wrong data without anyone noticing.
 */

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`CSV inválido na linha ${line}: ${message}`);
    this.name = 'CsvError';
  }
}

/** Parses CSV text into records of raw string fields. Completely empty lines are skipped. */
export function parseCsv(text: string, delimiter = ','): string[][] {
  return parseCsvRecords(text, delimiter).map((r) => r.fields);
}

/** Like parseCsv, with the line on which each record starts (records may span lines). */
export function parseCsvRecords(text: string, delimiter = ','): { fields: string[]; line: number }[] {
  if (delimiter.length !== 1 || delimiter === '"' || delimiter === '\n' || delimiter === '\r') {
    throw new Error(`delimitador inválido: ${JSON.stringify(delimiter)}`);
  }
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: { fields: string[]; line: number }[] = [];
  let record: string[] = [];
  let recordLine = 1;
  let field = '';
  let state: 'fieldStart' | 'unquoted' | 'quoted' | 'quoteInQuoted' = 'fieldStart';
  let line = 1;
  let quoteLine = 1;

  const endField = () => {
    record.push(field);
    field = '';
    state = 'fieldStart';
  };
  const endRecord = () => {
    endField();
    records.push({ fields: record, line: recordLine });
    record = [];
  };

  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    const lineBreak = ch === '\n' || ch === '\r';
    if (lineBreak && state !== 'quoted') {
      // A record ends here; an empty line (nothing since the last break) is skipped.
      if (state !== 'fieldStart' || record.length > 0) endRecord();
      if (ch === '\r' && input[i + 1] === '\n') i++;
      line++;
      continue;
    }
    if (state === 'fieldStart' && record.length === 0) recordLine = line;
    switch (state) {
      case 'fieldStart':
        if (ch === '"') {
          state = 'quoted';
          quoteLine = line;
        } else if (ch === delimiter) {
          endField();
        } else {
          field = ch;
          state = 'unquoted';
        }
        break;
      case 'unquoted':
        // A quote inside an unquoted field is kept as text, as most readers do.
        if (ch === delimiter) endField();
        else field += ch;
        break;
      case 'quoted':
        if (ch === '"') {
          state = 'quoteInQuoted';
        } else {
          if (ch === '\n' || (ch === '\r' && input[i + 1] !== '\n')) line++;
          field += ch;
        }
        break;
      case 'quoteInQuoted':
        if (ch === '"') {
          field += '"';
          state = 'quoted';
        } else if (ch === delimiter) {
          endField();
        } else {
          throw new CsvError(`caractere inesperado após aspas de fechamento: ${JSON.stringify(ch)}`, line);
        }
        break;
    }
  }
  if (state === 'quoted') throw new CsvError('aspas não fechadas', quoteLine);
  // Input without a final line break: the last record is still open.
  if (state !== 'fieldStart' || record.length > 0) endRecord();
  return records;
}

/**
 * Parses CSV text whose first record is a header into objects keyed by column name. Every record
 * must have exactly as many fields as the header.
 */
export function parseCsvObjects<K extends string = string>(text: string, delimiter = ','): Record<K, string>[] {
  const [header, ...rows] = parseCsvRecords(text, delimiter);
  if (!header) return [];
  const names = header.fields.map((h) => h.trim());
  const duplicated = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicated !== undefined) throw new CsvError(`coluna repetida no cabeçalho: ${duplicated}`, header.line);
  return rows.map(({ fields, line }) => {
    if (fields.length !== names.length) {
      throw new CsvError(`esperados ${names.length} campos, encontrados ${fields.length}`, line);
    }
    const row = {} as Record<K, string>;
    names.forEach((name, column) => {
      row[name as K] = fields[column]!;
    });
    return row;
  });
}

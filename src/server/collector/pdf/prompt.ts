/**
 * The prompt for an edital PDF's text, in Portuguese like the editais. The keys are spelled out as
 * well as sent as a JSON schema, for providers that only get "answer in JSON". The conventions are
 * the labelled set's (tests/fixtures/collector/editais-reais/README.md), so the model and the rules
 * are asked for the same thing.
 */

export const EXTRAIR_PDF_SYSTEM = `Você lê o texto de editais de abertura de concursos públicos brasileiros (extraído de PDF) e devolve os dados do concurso.

Responda somente com um objeto JSON, sem texto fora dele, com exatamente estas chaves:
- "orgao_nome" e "orgao_sigla": o órgão que contrata (ex.: "Tribunal de Justiça do Estado de Rondônia", "TJRO"), ou null.
- "uf": sigla do estado do órgão; null para órgão federal com vagas ou provas em vários estados.
- "municipio": município do órgão (prefeituras e câmaras), ou null.
- "banca": a organizadora que executa o concurso (ex.: "FGV", "Fundação Cesgranrio"), ou null.
- "vagas": total de vagas imediatas, incluindo as reservadas a pessoas com deficiência, negros e indígenas e sem o cadastro de reserva; 0 se o concurso for só para cadastro de reserva; null se não informado.
- "cadastro_reserva": true se houver formação de cadastro de reserva.
- "remuneracao_min" e "remuneracao_max": menor e maior vencimento básico inicial mensal em reais (número, sem auxílios, gratificações ou totais), ou null.
- "inscricoes_inicio" e "inscricoes_fim": primeiro e último dia do período de inscrições (AAAA-MM-DD), não o da isenção da taxa; ou null.
- "prova_data": data da prova objetiva (AAAA-MM-DD), ou null.
- "taxas": valores da taxa de inscrição em reais (números), um por valor diferente; lista vazia se não houver.
- "niveis": escolaridade mínima exigida pelos cargos, sem repetir, entre "Ensino_Fundamental", "Ensino_Médio", "Ensino_Técnico", "Ensino_Superior", "Pós_Graduação" (use "Pós_Graduação" quando o cargo exige especialização ou residência além da graduação).
- "cargos": lista de {"nome", "escolaridade", "vagas", "remuneracao_base", "jornada"}, um por cargo ou especialidade com vagas próprias.
- "link_inscricao" e "link_edital": endereços http(s) que aparecem no texto, ou null.

Regras:
- Use apenas o que está escrito. Nunca invente valores, datas ou endereços: na dúvida, use null.
- Valores como "R$ 3.500,00" viram 3500.
- Pontos de títulos (mestrado, doutorado) não são requisito de escolaridade.`;

/** The user message: the edital's text, cut to what fits (see pdf/ai.ts). */
export function extrairPdfPrompt(texto: string): string {
  return `Texto do edital:\n"""\n${texto}\n"""`;
}

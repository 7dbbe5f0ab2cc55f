import type { ExtractionHints } from '#server/collector/types';

/**
 * The LLM extractor's prompt, in Portuguese like the texts it reads. The JSON keys are spelled out
 * here as well as sent as a JSON schema, because providers without structured outputs only get
 * 'answer in JSON' and would otherwise guess the keys.
 */

export const EXTRAIR_EDITAL_SYSTEM = `Você extrai dados de editais de concursos públicos brasileiros a partir de trechos de diários oficiais e de listagens.

Responda somente com um objeto JSON, sem comentários nem texto fora dele, com exatamente estas chaves:
- "e_concurso": true se o trecho anuncia a abertura (ou a previsão) de concurso público ou processo seletivo com inscrições; false se trata apenas de homologação, resultado, convocação, nomeação, posse, prorrogação de validade ou outro assunto.
- "orgao_nome": nome do órgão que contrata (ex.: "Prefeitura Municipal de Petrolina", "Polícia Militar do Estado de São Paulo"), ou null.
- "orgao_sigla": sigla do órgão (ex.: "PM-SP", "SEFAZ"), ou null.
- "uf": sigla do estado com duas letras maiúsculas (ex.: "PE"), ou null se nacional ou não informado.
- "municipio": nome do município como escrito no trecho, ou null.
- "escolaridade": uma destas: "Ensino_Fundamental", "Ensino_Médio", "Ensino_Técnico", "Ensino_Superior", "Pós_Graduação", "Vários_Níveis" (quando há cargos de níveis diferentes), ou null.
- "vagas": número de vagas imediatas (inteiro); 0 se for somente cadastro reserva; null se não informado.
- "cadastro_reserva": true se houver formação de cadastro reserva.
- "remuneracao_min" e "remuneracao_max": menor e maior remuneração mensal em reais, como número (5482.51, sem "R$" nem pontos de milhar); null se não informado. Não confunda com taxa de inscrição.
- "inscricoes_inicio" e "inscricoes_fim": primeiro e último dia de inscrição no formato AAAA-MM-DD, ou null.
- "prova_data": data da prova objetiva no formato AAAA-MM-DD, ou null.
- "cargos": lista de objetos {"nome", "escolaridade", "vagas", "remuneracao_base"} com os cargos citados (lista vazia se nenhum).
- "banca": nome da banca organizadora (ex.: "FGV", "Instituto AOCP"), ou null.
- "link_inscricao" e "link_edital": endereços http(s) que aparecem no trecho, ou null.

Regras:
- Use apenas o que está escrito no trecho. Nunca invente valores, datas ou endereços: na dúvida, use null.
- Datas sem ano usam o ano indicado na mensagem.
- Valores como "R$ 3.500,00" viram 3500; "R$ 25 mil" vira 25000.`;

/** The user message: the known context, then the text. */
export function extrairEditalPrompt(texto: string, hints: ExtractionHints = {}): string {
  const contexto: string[] = [];
  if (hints.municipio) contexto.push(`Município do diário oficial: ${hints.municipio}${hints.uf ? `/${hints.uf}` : ''}`);
  else if (hints.uf) contexto.push(`Estado: ${hints.uf}`);
  if (hints.orgao) contexto.push(`Órgão: ${hints.orgao.nome}${hints.orgao.sigla ? ` (${hints.orgao.sigla})` : ''}`);
  if (hints.ano) contexto.push(`Ano de publicação: ${hints.ano}`);
  return `${contexto.length ? `${contexto.join('\n')}\n\n` : ''}Trecho:\n"""\n${texto}\n"""`;
}

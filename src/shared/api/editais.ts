import { z } from 'zod';
import { AREAS, EDITAL_STATUSES, ESCOLARIDADES, ESFERAS, NIVEIS, TRACKING_STATUSES } from '../domain';
import { UFS } from '../ufs';

/**
 * Answers of the notice endpoints (DESIGN.md section 5). Fields keep the names of SPEC.md section 3
 * (snake_case); userStatus is the client-facing addition. The ids name the OpenAPI components.
 */

/** The caller's status for a notice; 'novo' is the absence of a record. */
export const userStatusSchema = z.enum([...TRACKING_STATUSES, 'novo']);

const dateField = z.string().nullable().meta({ format: 'date' });

export const orgaoRefSchema = z.object({ nome: z.string(), sigla: z.string().nullable() });
export type OrgaoRef = z.infer<typeof orgaoRefSchema>;

export const bancaRefSchema = z.object({ nome: z.string(), site: z.string().nullable() });
export type BancaRef = z.infer<typeof bancaRefSchema>;

export const editalSchema = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    uf: z.enum(UFS).nullable(),
    municipio: z.string().nullable(),
    escolaridade: z
      .enum(ESCOLARIDADES)
      .nullable()
      .meta({ description: "Derivada de `niveis`: o nível, 'Vários_Níveis' para vários, ou null. Mantida por compatibilidade." }),
    niveis: z.array(z.enum(NIVEIS)).meta({ description: 'Todos os níveis de escolaridade a que o concurso está aberto.' }),
    esfera: z.enum(ESFERAS).nullable().meta({ description: 'Esfera do órgão (federal, estadual, municipal), ou null quando não se sabe.' }),
    areas: z.array(z.enum(AREAS)).meta({ description: 'Áreas de atuação, dos cargos, do órgão e do título.' }),
    vagas: z.number().int().nullable(),
    remuneracao_min: z.number().nullable(),
    remuneracao_max: z.number().nullable(),
    inscricoes_inicio: dateField,
    inscricoes_fim: dateField,
    prova_data: dateField,
    retificado_em: z.string().nullable().meta({ format: 'date-time' }),
    created_at: z.string().meta({ format: 'date-time' }),
    updated_at: z.string().meta({ format: 'date-time' }),
    status: z.enum(EDITAL_STATUSES),
    tags: z.array(z.string()),
    link_edital: z.string().nullable(),
    link_inscricao: z.string().nullable(),
    orgao: orgaoRefSchema.nullable(),
    banca: bancaRefSchema.nullable(),
    userStatus: userStatusSchema
      .optional()
      .meta({ description: 'Status do usuário para o concurso; só para quem está logado.' }),
  })
  .meta({ id: 'Edital' });
export type Edital = z.infer<typeof editalSchema>;

/** One position of a notice, best paid first in the detail. */
export const editalCargoSchema = z
  .object({
    cargo_id: z.number().int(),
    nome: z.string(),
    escolaridade: z.enum(ESCOLARIDADES).nullable(),
    jornada: z.string().nullable(),
    vagas: z.number().int().nullable(),
    remuneracao_base: z.number().nullable(),
    formato_prova: z.string().nullable(),
    taxa_inscricao: z.number().nullable(),
  })
  .meta({ id: 'Cargo' });
export type EditalCargo = z.infer<typeof editalCargoSchema>;

/** GET /api/feed-publico, GET /api/feed, GET /api/editais */
export const editaisResponseSchema = z.object({ editais: z.array(editalSchema) }).meta({ id: 'Editais' });
export type EditaisResponse = z.infer<typeof editaisResponseSchema>;

/** What every match of an advanced search adds up to, beyond the page shown. */
export const buscaResumoSchema = z
  .object({
    total: z.number().int().meta({ description: 'Concursos encontrados, em todas as páginas.' }),
    vagas: z.number().int().meta({ description: 'Soma das vagas dos concursos encontrados (os sem número contam 0).' }),
    remuneracao_max: z.number().nullable().meta({ description: 'A maior remuneração entre os encontrados.' }),
  })
  .meta({ id: 'BuscaResumo' });
export type BuscaResumo = z.infer<typeof buscaResumoSchema>;

/**
 * GET /api/editais: the notices; an advanced search (Premium) also carries its page, the total and
 * the summary of all matches.
 */
export const buscaResponseSchema = z
  .object({
    editais: z.array(editalSchema),
    pagina: z.number().int().optional().meta({ description: 'Só na busca avançada: a página desta resposta (50 por página).' }),
    total: z.number().int().optional().meta({ description: 'Só na busca avançada: todos os concursos encontrados.' }),
    resumo: buscaResumoSchema.optional(),
  })
  .meta({ id: 'Busca' });
export type BuscaResponse = z.infer<typeof buscaResponseSchema>;

/** One version of a notice's facts that changed something ('O que mudou'), newest first in the detail. */
export const editalMudancaSchema = z
  .object({
    em: z.string().meta({ format: 'date-time', description: 'Quando a mudança foi registrada.' }),
    fonte: z.string().meta({ description: "A fonte em que a mudança foi vista ('pci', 'jc', 'querido-diario'…)." }),
    textos: z.array(z.string()).meta({
      description: "O que mudou, em português: 'Inscrições prorrogadas de 10/04 para 24/04', 'Vagas: 50 → 62'…",
    }),
    retificacao: z.boolean().meta({ description: 'Se a mudança veio com um novo edital em PDF (retificação).' }),
  })
  .meta({ id: 'EditalMudanca' });
export type EditalMudanca = z.infer<typeof editalMudancaSchema>;

/** A source that lists the notice ('Fonte: …'), http(s) links only, the first one first. */
export const editalFonteSchema = z
  .object({
    fonte: z.string().meta({ description: "A fonte ('pci', 'jc', 'querido-diario'…)." }),
    url: z.string().meta({ description: 'A página do concurso na fonte (http ou https).' }),
    visto_em: z.string().meta({ format: 'date-time', description: 'A última vez que a coleta o viu nessa fonte.' }),
  })
  .meta({ id: 'EditalFonte' });
export type EditalFonte = z.infer<typeof editalFonteSchema>;

/**
 * GET /api/editais/:id; userStatus is null for a visitor; `mudancas` lists only versions with changes.
 */
export const editalDetalheResponseSchema = z
  .object({
    edital: editalSchema,
    cargos: z.array(editalCargoSchema),
    similares: z.array(editalSchema),
    userStatus: userStatusSchema.nullable(),
    mudancas: z
      .array(editalMudancaSchema)
      .meta({ description: 'O que mudou no concurso, mais recente primeiro (só versões com mudanças).' }),
    fontes: z.array(editalFonteSchema).meta({ description: 'As fontes em que o concurso foi encontrado, com o link de cada uma.' }),
  })
  .meta({ id: 'EditalDetalhe' });
export type EditalDetalheResponse = z.infer<typeof editalDetalheResponseSchema>;

/**
 * GET /api/estados/:uf: a state's page. Open notices by deadline (ended ones left out), then the
 * forecast and authorised ones, newest first; each list capped, the totals are the real counts.
 */
export const estadoConcursosSchema = z
  .object({
    uf: z.enum(UFS),
    nome: z.string().meta({ example: 'São Paulo' }),
    abertos: z.array(editalSchema),
    previstos: z.array(editalSchema),
    totais: z.object({
      abertos: z.number().int().meta({ description: 'Todos os abertos do estado, mesmo além da lista.' }),
      previstos: z.number().int().meta({ description: 'Todos os previstos ou autorizados, mesmo além da lista.' }),
    }),
  })
  .meta({ id: 'EstadoConcursos' });
export type EstadoConcursos = z.infer<typeof estadoConcursosSchema>;

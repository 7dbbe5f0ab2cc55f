import type { Escolaridade } from '#shared/domain';
import { normalizeKey, WEEKLY_HOURS } from './extract/text';
import type { CandidateCargo } from './types';

/**
 * Registration fees that a notice states per level ('R$ 60,00 para nível médio e R$ 90,00 para
 * nível superior') or once for all, given to its positions: one fee goes to every position; as many
 * fees as the positions have distinct levels go by level, the lowest fee to the lowest level (fees
 * rise with the level in every Brazilian edital). Anything else is ambiguous and left unassigned.
 * A position that already has its own fee keeps it.
 */

const LEVEL_RANK: Record<Exclude<Escolaridade, 'Vários_Níveis'>, number> = {
  Ensino_Fundamental: 1,
  Ensino_Médio: 2,
  Ensino_Técnico: 3,
  Ensino_Superior: 4,
  Pós_Graduação: 5,
};

export function withTaxas(cargos: CandidateCargo[], taxas: readonly number[]): CandidateCargo[] {
  const missing = cargos.filter((c) => c.taxa === null || c.taxa === undefined);
  if (missing.length === 0 || taxas.length === 0) return cargos;
  const fees = [...new Set(taxas)].sort((a, b) => a - b);
  if (fees.length === 1) return cargos.map((c) => (c.taxa === null || c.taxa === undefined ? { ...c, taxa: fees[0]! } : c));
  const levels = cargos.map((c) => (c.escolaridade && c.escolaridade !== 'Vários_Níveis' ? LEVEL_RANK[c.escolaridade] : null));
  if (levels.some((l) => l === null)) return cargos;
  const distinct = [...new Set(levels as number[])].sort((a, b) => a - b);
  if (distinct.length !== fees.length) return cargos;
  return cargos.map((c, i) => (c.taxa === null || c.taxa === undefined ? { ...c, taxa: fees[distinct.indexOf(levels[i]!)]! } : c));
}

/** The whole weekly hours a workload states ('40 horas semanais', '30h', '20 h/semana', '32,5 horas semanais': 32), or null. */
export function horasSemanais(jornada: string | null | undefined): number | null {
  const m = jornada ? /(?<![\d,.])(\d{1,2})(?:[.,]\d+)?\s*(?:h\b|horas?\b)/i.exec(jornada) : null;
  const n = m ? Number(m[1]) : NaN;
  return n >= 1 && n <= 60 ? n : null;
}

/**
 * Professions that only a graduate may practise in Brazil (their councils register graduates only): a position named
 * for one ('Médico Socorrista', 'Enfermeiro ESF', 'Cirurgião Dentista', 'Assistente Social', 'Arquiteto(a)') asks for
 * higher education when the text does not say so. The name must open with the profession: 'Técnico em Enfermagem',
 * 'Auxiliar de Farmácia' or 'Atendente de Consultório Dentário' are not.
 */
const GRADUATE_PROFESSION =
  /^(?:m[ée]dic[oa]|enfermeir[oa]|cirurgi[ãa]o[\s-]+dentista|dentista|odont[óo]log[oa]|arquitet[oa]|engenheir[oa]|advogad[oa]|procurador(?:a)?\s+(?:jur[íi]dic[oa]|municipal|legislativ[oa]|do\s+munic[íi]pio|geral)|psic[óo]log[oa]|nutricionista|farmac[êe]utic[oa]|bioqu[íi]mic[oa]|fisioterapeuta|fonoaudi[óo]log[oa]|terapeuta\s+ocupacional|assistente\s+social|contador(?:a)?\b(?!\s+de)|bi[óo]log[oa]|(?:m[ée]dic[oa]\s+)?veterin[áa]ri[oa]|bibliotec[áa]ri[oa]|economista|estat[íi]stic[oa]|ge[óo]log[oa]|educador(?:a)?\s+f[íi]sic[oa]|profissional\s+de\s+educa[çc][ãa]o\s+f[íi]sica)(?![\p{L}])/iu;

/**
 * A technician's position named for the course it asks for ('Técnico de Enfermagem', 'Técnico em Segurança do Trabalho', 'Técnico
 * Agrícola'): a technical course is its requirement. Not a career's name that only calls its holders technicians ('Técnico
 * Administrativo', 'Técnico de Nível Médio', 'Técnico Legislativo', 'Técnico Judiciário').
 */
const TECHNICIAN_PROFESSION = /^t[ée]cnic[oa]s?\s+(?:(?:em|de)\s+(?!n[íi]vel\b|administra|apoio\b|gest[ãa]o\b|controle\b|suporte\b)\p{L}|agr[íi]col|agropecu[áa]ri|florestal|ambiental)/iu;

/** The level a position's name alone asks for: higher education for a graduate's profession (GRADUATE_PROFESSION), a technical course for a technician's (TECHNICIAN_PROFESSION), else null. */
export function professionLevel(nome: string): 'Ensino_Superior' | 'Ensino_Técnico' | null {
  const name = nome.replace(/\s*\((?:a|as|o|os)\)|\/[ao]s?\b/giu, '').trim();
  return GRADUATE_PROFESSION.test(name) ? 'Ensino_Superior' : TECHNICIAN_PROFESSION.test(name) ? 'Ensino_Técnico' : null;
}

/** The levels a text states; when it states none, those its positions' names ask for, if every name asks for one ('Médico Socorrista', 'Técnico de Enfermagem'). */
export function withProfessionLevel<N extends string>(niveis: N[], cargos: readonly { nome: string }[]): (N | 'Ensino_Superior' | 'Ensino_Técnico')[] {
  if (niveis.length > 0 || cargos.length === 0) return niveis;
  const levels = cargos.map((c) => professionLevel(c.nome));
  return levels.every((level) => level !== null) ? [...new Set(levels as ('Ensino_Superior' | 'Ensino_Técnico')[])] : niveis;
}

/**
 * A name a reader took for a position that is none: a table's column header ('Carga Horária', 'Componentes',
 * 'Escolaridade', or a run of column titles: 'Função Pré-Requisitos Vagas'), a score table's item ('Ljrofessor e 100 pontos',
 * 'I.formacao Academica'), positions named elsewhere
 * ('Professores mencionados', 'Cargos acima'), a health agent's area alone ('Microárea 41', a place; 'Agente Comunitário
 * de Saúde - Microárea 10' is a position), a requirement's cell ('Curso superior em enfermagem', '… e registro no conselho'),
 * the act itself ('Edital', a list's end run on into 'O Edital com seu inteiro teor'), the mayor's office ('no exercício do
 * cargo de Prefeito', 'Prefeito Municipal de Independência'), a form's instruction ('Marque com X somente um tipo de
 * recurso'), the kind of filling ('Provimento Efetivo do Município de …'), a description's title ('Descrição Sintética'), a
 * town with its state ('Sant iago/RS'), the vacancy itself ('vaga + CR (Cadastro Reserva)'), the word for a position alone
 * ('Funções', a table's first column title after 'para as seguintes funções:'), a department heading its positions' rows
 * ('Secretaria Municipal da Saúde (L.M. nº 7.691/2021)'; the position 'Secretária' has its accent), what a call for partners
 * selects ('Projetos'), a requirement's clause ('Ensino Médio não estar cursando o ÚLTIMO ANO'), a page's foot ('Página | 84'),
 * a field's label ('Número de Vagas - 02 vagas'), a sentence run on into its verb ('Recenseador é de, no mínimo, 25 horas', 'Agente
 * Comunitário de Saúde deverão residir'), an hour of a schedule ('- Manhã: das 10:00h às 11'), a requirement's numbered item
 * ('8. 1. 1. Ter sido aprovado no processo seletivo …'), the end of a name wrapped onto a line of its own, read alone ('De
 * Dança', 'com habilitação para Português/Inglês': a preposition first), who a selection calls ('Interessados'), an adverb
 * ('Exclusivamente', of 'provas práticas, exclusivamente, para os cargos de …').
 */
const NO_POSITION_NAME =
  /^(?:carga\s+hor[áa]ria|componentes?(?:\s+curriculares?)?|escolaridade|requisitos?|remunera[çc][ãa]o|vencimentos?|vagas?|lota[çc][ãa]o|cargos?|fun[çc](?:[ãa]o|[õo]es)|empregos?|projetos?|propostas?|alun[oa]s?|estudantes?|candidat[oa]s?|interessad[oa]s?|\p{L}+mente|\S{0,3}forma[çc][ãa]o\s+acad[êe]mica|(?:vice-?\s?)?prefeit[oa](?:\s+municipal)?(?:\s+d[aeo]\s+\p{Lu}.*)?)$|^(?:cargos?|empregos?|fun[çc](?:[ãa]o|[õo]es))\s+p[úu]blic[oa]s?\b|^marque\b|^provimento\b|\sn[ãa]o\s+\p{L}+(?:ar|er|ir|ando|endo|indo)\b|^secretaria\s+(?:municipal|estadual|de\s+estado)\b|^descri[çc][ãa]o\b|\bpontos?$|\b(?:mencionad|citad|acima|abaixo)\p{L}*$|(?:^|:\s*)micro\s?[áa]reas?\b|^curso\s+superior\s+(?:em|de)\b|^edital\b|\bregistro\s+no\s+(?:respectivo\s+)?conselho\b|\/\s?[A-Z]{2}$|^vagas?\b|^p[áa]gina\b|^(?:\d{1,2}\s?\.\s?)+(?:ter|ser|estar|possuir|apresentar)\s|^(?:com|para|de|da|do|das|dos|em|no|na)\s|^n[úu]mero\s+de\s+vagas\b|\s(?:é|s[ãa]o)(?:\s+d[aeo]s?)?$|\s(?:dev|pod|s|t)er(?:á|ão)\s+\p{L}|(?<!\p{L})(?:das|[àa]s)\s+\d{1,2}(?::\d{2}|h)/iu;

/** A name with its first letter capitalised, as a list shows it ('professor de Matemática' → 'Professor de Matemática'). */
export const capitalised = (name: string) => `${name.charAt(0).toLocaleUpperCase('pt-BR')}${name.slice(1)}`;

/** Whether a name read as a position's is no position's (NO_POSITION_NAME, or two or more of a table's column titles). */
export function isNoPositionName(nome: string): boolean {
  const name = nome.normalize('NFC').trim();
  return NO_POSITION_NAME.test(name) || (name.split(/\s+/).length >= 2 && isColumnTitles(name));
}

/**
 * A word of a positions table's column titles ('CARGA' / 'HORÁRIA' / 'SEMANAL  GRAU DE' / 'INSTRUÇÃO  VENCIMENTO' / 'BÁSICO MENSAL',
 * 'Função  Pré-Requis Itos  Vagas' as the text layer split it).
 */
const TITLE_WORD =
  /^(?:n[º°o.]*|de|d[aoe]s?|e|cargos?|fun[çc](?:[ãa]o|[õo]es)|empregos?|vagas|carga|hor[áa]ria|semanal|grau|instru[çc][ãa]o|vencimentos?|b[áa]sico|mensal|remunera[çc][ãa]o|sal[áa]rio|pr[ée]|(?:pr[ée]-?)?requis(?:itos?)?|itos?|escolaridade|quantidade|jornada|total|n[íi]vel|regime|previdenci[áa]rio|tipos?|provas?|taxa|inscri[çc][ãa]o|exigid[oa]s|para|a|cargahor[áa]ria|\(?r\$\)?)$/iu;

/** Whether a text is a table's column titles only, a line of its header (TITLE_WORD). */
export function isColumnTitles(text: string): boolean {
  return text.trim().split(/\s+/).every((word) => TITLE_WORD.test(word));
}

/**
 * What a reader may carry after a position's name that is none of it: its weekly hours ('PEDREIRO-44hs', 'MÉDICO
 * PSIQUIATRA -08hs', 'Psicólogo 30h'), a dash the hours' cell left ('Motorista-'), the act it is in ('MÉDICO RADIOLOGISTA -
 * Edital nº 015/2021', 'Odontólogo Edital', 'Professor N1 - Português/inglês Extrato', 'SECRETÁRIO DE ESCOLA do Concurso
 * Público 001/2020', 'Vigias Nº 001/2009 o Prefeito Municipal de …'), a list of documents after a colon ('Agente Educacional: ·
 * Documentos de identificação pessoal'), the hours as a spreadsheet's time ('Assistente Social 20:00:00'), its vacancies
 * ('Instalador Hidráulico e 02 Vagas', 'Professor: 1'), a field after a dash ('Morfologia/Embriologia e Biologia Celular -
 * Regime de Trabalho: 40 (quarenta) horas semanais / 01 (uma) vaga'); before it, the position's code ('029 – PROFESSOR
 * E20-EDUCAÇÃO FÍSICA'), the list's words ('Seguintes Cargos: Nutricionista') or the department's e-mail a table's row
 * begins with ('cebs3.ccbs@ufma.br Saúde Coletiva …').
 */
const NAME_TAIL = new RegExp(
  String.raw`\s*(?:[-–]\s*)?${WEEKLY_HOURS}$|\s+\d{1,2}:\d{2}(?::\d{2})?$|\s+e\s+\d{1,3}\s+vagas?$|\s+[-–]\s+(?:regime\s+de\s+trabalho|carga\s+hor[áa]ria|jornada)\s*:.*$|\s*:\s*\d{1,4}$|^(?:(?:os|as)\s+)?seguintes\s+(?:cargos|fun[çc][õo]es|empregos)\s*:\s*|\s*[-–]+$|\s+(?:[-–]\s+)?(?:edital|extrato)\b.*$|\s+d[oa]\s+(?:concurso\s+p[úu]blico|processo\s+seletivo)\b.*$|\s+N[º°]\.?\s*\d{1,4}\/\d{2,4}\b.*$|\s*:\s*[·•].*$|^\d{2,4}\s*[–-]\s+(?=\p{L})|^\S+@\S+\s+`,
  'giu',
);

/**
 * The names without their tails (NAME_TAIL), each where that leaves a name and makes it no other's of the list: two rows
 * the hours alone tell apart ('Enfermeiro 20h', 'Enfermeiro 40h') stay two positions.
 */
export function withoutNameTails(names: readonly string[]): string[] {
  const cut = names.map((nome) => {
    const shorter = nome.replace(NAME_TAIL, '').trim();
    return /\p{L}{3}/u.test(shorter) ? shorter : nome;
  });
  const keys = cut.map((nome) => normalizeKey(nome));
  return cut.map((nome, i) => {
    if (nome === names[i]) return nome;
    // Another name of the list cut to the same one, that was not the same before: its tail told them apart.
    const clash = keys.some((key, j) => j !== i && key === keys[i] && normalizeKey(names[j]!) !== normalizeKey(names[i]!));
    return clash ? names[i]! : nome;
  });
}


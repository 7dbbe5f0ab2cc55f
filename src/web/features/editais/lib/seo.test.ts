import { describe, expect, it } from 'vitest';
import type { Edital, EditalCargo, EditalDetalheResponse } from '@/shared/api/editais';
import { UF_NAMES } from '@/shared/ufs';
import {
  breadcrumbJsonLd,
  editalDescription,
  editalJsonLd,
  estadoDescription,
  jsonLdScript,
  META_DESCRIPTION_MAX,
  truncateWords,
  websiteJsonLd,
} from './seo';

const ORIGIN = 'https://mci.example.com.br';
const TODAY = '2026-11-20';

/** Intl writes 'R$\u00a08.500,00'; the assertions read it with a plain space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const campinas: Edital = {
  id: 4821,
  titulo: 'Concurso Prefeitura de Campinas - SP 2026: 120 vagas para níveis médio e superior',
  uf: 'SP',
  municipio: 'Campinas',
  escolaridade: 'Vários_Níveis',
  niveis: ['Ensino_Médio', 'Ensino_Superior'],
  esfera: 'municipal',
  areas: ['Educação', 'Saúde'],
  vagas: 120,
  remuneracao_min: 2350.75,
  remuneracao_max: 8500,
  inscricoes_inicio: '2026-11-03',
  inscricoes_fim: '2026-12-15',
  prova_data: '2027-02-07',
  retificado_em: null,
  created_at: '2026-11-02T01:30:00.000Z',
  updated_at: '2026-11-05T14:10:00.000Z',
  status: 'inscricoes_abertas',
  tags: ['Municipal', 'Saúde', 'Educação'],
  link_edital: 'https://www.vunesp.com.br/PMCA2601/edital.pdf',
  link_inscricao: 'https://www.vunesp.com.br/PMCA2601',
  orgao: { nome: 'Prefeitura de Campinas', sigla: null },
  banca: { nome: 'Vunesp', site: 'https://www.vunesp.com.br' },
};

const cargos: EditalCargo[] = [
  {
    cargo_id: 1,
    nome: 'Médico Clínico Geral',
    escolaridade: 'Ensino_Superior',
    jornada: '20 horas semanais',
    vagas: 20,
    remuneracao_base: 8500,
    formato_prova: 'Objetiva',
    taxa_inscricao: 120,
  },
  {
    cargo_id: 2,
    nome: 'Agente Administrativo',
    escolaridade: 'Ensino_Médio',
    jornada: '40 horas semanais',
    vagas: 100,
    remuneracao_base: 2350.75,
    formato_prova: 'Objetiva',
    taxa_inscricao: 65,
  },
];

const policiaFederal: Edital = {
  ...campinas,
  id: 77,
  titulo: 'Concurso Polícia Federal 2026 - Agente e Escrivão',
  uf: null,
  municipio: 'Brasília',
  vagas: null,
  remuneracao_min: null,
  remuneracao_max: null,
  inscricoes_inicio: null,
  inscricoes_fim: null,
  status: 'autorizado',
  orgao: { nome: 'Polícia Federal', sigla: 'PF' },
  banca: null,
};

const detail = (edital: Edital, list: EditalCargo[] = []): EditalDetalheResponse => ({
  edital,
  cargos: list,
  similares: [],
  userStatus: null,
  mudancas: [],
  fontes: [],
});

describe('editalDescription', () => {
  it('says agency, state, openings, top pay, deadline and exam board', () => {
    expect(plain(editalDescription(campinas))).toBe(
      'Prefeitura de Campinas (SP): 120 vagas, salários até R$ 8.500,00. Inscrições até 15/12/2026. Banca: Vunesp.',
    );
  });

  it('takes the pay from the positions when they say it', () => {
    const edital: Edital = { ...campinas, remuneracao_min: null, remuneracao_max: null };
    expect(plain(editalDescription(edital, cargos))).toContain('salários até R$ 8.500,00');
  });

  it('says "salário de" for a single figure and sums the positions when the notice has no total', () => {
    const edital: Edital = { ...campinas, vagas: null, remuneracao_min: 5482.51, remuneracao_max: 5482.51 };
    expect(plain(editalDescription(edital))).toBe(
      'Prefeitura de Campinas (SP): salário de R$ 5.482,51. Inscrições até 15/12/2026. Banca: Vunesp.',
    );
    const withCargos = plain(editalDescription({ ...edital, remuneracao_min: null, remuneracao_max: null }, cargos));
    expect(withCargos).toContain('Prefeitura de Campinas (SP): 120 vagas, salários até R$ 8.500,00.');
  });

  it('names the town when the agency does not', () => {
    const edital: Edital = { ...campinas, municipio: 'Socorro', orgao: { nome: 'Câmara Municipal', sigla: null } };
    expect(editalDescription(edital)).toMatch(/^Câmara Municipal \(Socorro – SP\): 120 vagas/);
  });

  it('leaves out what is unknown: openings, pay, deadline, board, state', () => {
    const edital: Edital = {
      ...campinas,
      uf: null,
      vagas: null,
      remuneracao_min: 0,
      remuneracao_max: null,
      inscricoes_fim: null,
      banca: null,
    };
    expect(editalDescription(edital)).toBe('Prefeitura de Campinas. Inscrições abertas.');
  });

  it('falls back to the title without an agency', () => {
    const edital: Edital = { ...campinas, orgao: null, municipio: 'Socorro', titulo: 'Concurso Câmara de Socorro 2026' };
    expect(editalDescription(edital)).toMatch(/^Concurso Câmara de Socorro 2026 \(SP\): 120 vagas/);
  });

  it('says "cadastro reserva" for zero openings', () => {
    expect(editalDescription({ ...campinas, vagas: 0 })).toMatch(/^Prefeitura de Campinas \(SP\): cadastro reserva, /);
  });

  it('says "Inscrições encerradas" for every status the badge calls ended', () => {
    for (const status of ['encerrado', 'suspenso', 'cancelado'] as const) {
      const text = editalDescription({ ...campinas, status });
      expect(text).toContain('Inscrições encerradas.');
      expect(text).not.toContain('Inscrições até');
    }
  });

  it('says "Concurso previsto" / "Concurso autorizado" for forecast notices', () => {
    const publicado: Edital = { ...campinas, status: 'publicado', inscricoes_inicio: '2027-01-10', inscricoes_fim: '2027-02-10' };
    expect(editalDescription(publicado)).toContain('Concurso previsto, inscrições a partir de 10/01/2027.');
    const semData: Edital = { ...publicado, inscricoes_inicio: null };
    expect(editalDescription(semData)).toContain('Concurso previsto, inscrições até 10/02/2027.');
    expect(editalDescription(policiaFederal)).toBe('Polícia Federal. Concurso autorizado.');
  });

  it('stays within 160 characters, cutting a long agency name on a word with "…"', () => {
    const edital: Edital = {
      ...campinas,
      municipio: null,
      orgao: {
        nome: 'Secretaria de Estado da Administração Penitenciária e da Ressocialização do Estado de São Paulo e Fundação de Amparo ao Servidor',
        sigla: 'SAP',
      },
    };
    const text = plain(editalDescription(edital, cargos));
    expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(text).toMatch(/^Secretaria de Estado da Administração( \S+)*… \(SP\): 120 vagas, salários até R\$ 8\.500,00\./);
    expect(text).toMatch(/Inscrições até 15\/12\/2026\. Banca: Vunesp\.$/);
  });

  it('cuts the whole text when even the facts are too long', () => {
    const edital: Edital = {
      ...campinas,
      municipio: null,
      orgao: { nome: 'Tribunal Regional do Trabalho da 15ª Região', sigla: 'TRT-15' },
      banca: { nome: 'Fundação para o Vestibular da Universidade Estadual Paulista Júlio de Mesquita Filho e Instituto Brasileiro de Formação e Capacitação', site: null },
    };
    const text = editalDescription(edital);
    expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(text.endsWith('…')).toBe(true);
    expect(text.startsWith('Tribunal Regional do Trabalho da 15ª Região (SP)')).toBe(true);
  });
});

describe('truncateWords', () => {
  it('keeps short text and cuts long text at a word, dropping dangling punctuation', () => {
    expect(truncateWords('Concurso público', 160)).toBe('Concurso público');
    expect(truncateWords('Prefeitura de Campinas, Secretaria de Saúde', 30)).toBe('Prefeitura de Campinas…');
    expect(truncateWords('Anticonstitucionalissimamente', 10)).toBe('Anticonst…');
  });
});

describe('editalJsonLd', () => {
  it('describes an open notice as a JobPosting', () => {
    const ld = editalJsonLd(detail(campinas, cargos), ORIGIN, TODAY);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: campinas.titulo,
      description: `${editalDescription(campinas, cargos)} Cargos: Médico Clínico Geral, Agente Administrativo.`,
      // 01:30 UTC on 2 Nov is still 1 Nov in Brasília.
      datePosted: '2026-11-01',
      validThrough: '2026-12-15T23:59:59-03:00',
      hiringOrganization: { '@type': 'Organization', name: 'Prefeitura de Campinas' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressRegion: 'SP', addressLocality: 'Campinas', addressCountry: 'BR' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'BRL',
        value: { '@type': 'QuantitativeValue', minValue: 2350.75, maxValue: 8500, unitText: 'MONTH' },
      },
      totalJobOpenings: 120,
      employmentType: 'FULL_TIME',
      directApply: false,
      identifier: { '@type': 'PropertyValue', name: 'MCI', value: '4821' },
      url: 'https://mci.example.com.br/edital/4821',
    });
  });

  it('is null once registration has ended, by status or by date', () => {
    for (const status of ['encerrado', 'suspenso', 'cancelado'] as const) {
      expect(editalJsonLd(detail({ ...campinas, status }), ORIGIN, TODAY)).toBeNull();
    }
    expect(editalJsonLd(detail(campinas), ORIGIN, '2026-12-16')).toBeNull();
  });

  it('still lists the notice on the last day of registration', () => {
    expect(editalJsonLd(detail(campinas), ORIGIN, '2026-12-15')).not.toBeNull();
  });

  it('leaves out what is unknown and never writes undefined keys', () => {
    const ld = editalJsonLd(detail(policiaFederal), `${ORIGIN}/`, TODAY);
    expect(ld).not.toBeNull();
    expect(ld).not.toHaveProperty('validThrough');
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld).not.toHaveProperty('totalJobOpenings');
    expect(ld).toMatchObject({
      description: 'Polícia Federal. Concurso autorizado.',
      hiringOrganization: { '@type': 'Organization', name: 'Polícia Federal', alternateName: 'PF' },
      // Nationwide: the town is only the agency's seat.
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'BR' } },
      url: 'https://mci.example.com.br/edital/77',
    });
    const noAgency = editalJsonLd(detail({ ...campinas, orgao: null, created_at: 'ontem' }), ORIGIN, TODAY);
    expect(noAgency).not.toHaveProperty('hiringOrganization');
    expect(noAgency).not.toHaveProperty('datePosted');
    const hasUndefined = (value: unknown): boolean =>
      value === undefined ||
      (typeof value === 'object' && value !== null && Object.values(value).some(hasUndefined));
    expect(hasUndefined(ld)).toBe(false);
    expect(hasUndefined(noAgency)).toBe(false);
  });

  it('uses a single pay value and the sum of the positions’ openings when the notice has none', () => {
    const cargo = cargos[0]!;
    const ld = editalJsonLd(
      detail({ ...campinas, vagas: null }, [cargo, { ...cargo, cargo_id: 9, nome: 'Médico Pediatra', vagas: 5 }]),
      ORIGIN,
      TODAY,
    );
    expect(ld).toMatchObject({
      baseSalary: { '@type': 'MonetaryAmount', currency: 'BRL', value: { '@type': 'QuantitativeValue', value: 8500, unitText: 'MONTH' } },
      totalJobOpenings: 25,
    });
  });

  it('counts the positions beyond twenty instead of naming them', () => {
    const many = Array.from({ length: 23 }, (_, i) => ({ ...cargos[1]!, cargo_id: 100 + i, nome: `Professor PEB II ${i + 1}` }));
    const ld = editalJsonLd(detail(campinas, many), ORIGIN, TODAY);
    expect(ld?.description).toMatch(/Professor PEB II 20 e mais 3\.$/);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Início', path: '/' },
          { name: 'São Paulo', path: '/concursos/sp' },
          { name: 'Prefeitura de Campinas', path: '/edital/4821' },
        ],
        `${ORIGIN}/`,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Início', item: 'https://mci.example.com.br/' },
        { '@type': 'ListItem', position: 2, name: 'São Paulo', item: 'https://mci.example.com.br/concursos/sp' },
        { '@type': 'ListItem', position: 3, name: 'Prefeitura de Campinas', item: 'https://mci.example.com.br/edital/4821' },
      ],
    });
  });
});

describe('websiteJsonLd', () => {
  it('describes the site and its search box', () => {
    expect(websiteJsonLd(ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'MCI',
      url: 'https://mci.example.com.br/',
      potentialAction: {
        '@type': 'SearchAction',
        target: 'https://mci.example.com.br/explorar?q={search_term_string}',
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('jsonLdScript', () => {
  it('cannot end the script element, and parses back to the same value', () => {
    const value = {
      '@type': 'JobPosting',
      title: 'Concurso </script><script>alert(1)</script> & <!-- SP',
      description: 'linha\u2028separada\u2029aqui',
    };
    const text = jsonLdScript(value);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    // The escapes are JSON's own: JSON.parse reads them back.
    expect(JSON.parse(text)).toEqual(value);
    const unescaped = text.replace(/\\u(003c|003e|0026|2028|2029)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(unescaped).toBe(JSON.stringify(value));
  });

  it('keeps a real notice intact', () => {
    const ld = editalJsonLd(detail(campinas, cargos), ORIGIN, TODAY);
    expect(JSON.parse(jsonLdScript(ld!))).toEqual(ld);
  });
});

describe('estadoDescription', () => {
  it('counts open and forecast notices', () => {
    expect(estadoDescription('São Paulo', 12, 5)).toBe(
      'Concursos públicos em São Paulo: 12 com inscrições abertas e 5 previstos ou autorizados. Editais, prazos e salários atualizados no MCI.',
    );
  });

  it('uses the singular and the state’s preposition', () => {
    expect(estadoDescription('Bahia', 1, 1)).toBe(
      'Concursos públicos na Bahia: 1 com inscrições abertas e 1 previsto ou autorizado. Editais, prazos e salários atualizados no MCI.',
    );
    expect(estadoDescription('Rio de Janeiro', 1234, 0)).toBe(
      'Concursos públicos no Rio de Janeiro: 1.234 com inscrições abertas. Editais, prazos e salários atualizados no MCI.',
    );
    expect(estadoDescription('Minas Gerais', 0, 3)).toBe(
      'Concursos públicos em Minas Gerais: 3 previstos ou autorizados. Editais, prazos e salários atualizados no MCI.',
    );
  });

  it('says so when there is nothing', () => {
    expect(estadoDescription('Acre', 0, 0)).toBe(
      'Concursos públicos no Acre: nenhum com inscrições abertas ou previsto no momento. Editais, prazos e salários atualizados no MCI.',
    );
  });

  it('stays within 160 characters for every state', () => {
    for (const nome of Object.values(UF_NAMES)) {
      expect(estadoDescription(nome, 1234, 5678).length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    }
  });
});

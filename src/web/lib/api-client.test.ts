import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, NETWORK_ERROR_MESSAGE } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('a chamada deveria ter falhado');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api', () => {
  it('faz GET com cookies da mesma origem e devolve o JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ editais: [] }));
    await expect(api.get<{ editais: unknown[] }>('/api/feed?uf=SP')).resolves.toEqual({ editais: [] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/feed?uf=SP');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', body: undefined });
    expect(init?.headers).toMatchObject({ Accept: 'application/json' });
  });

  it('envia o corpo como JSON em PUT, POST e DELETE', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response(null, { status: 204 })));
    await expect(api.put('/api/me/editais/7/status', { status: 'salvo', origin: 'feed' })).resolves.toBeUndefined();
    await api.post('/api/admin/coleta');
    await api.delete('/api/me/editais/7/status');
    const [, put] = fetchMock.mock.calls[0]!;
    expect(put).toMatchObject({ method: 'PUT', body: '{"status":"salvo","origin":"feed"}' });
    expect(put?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ method: 'POST', body: undefined });
    expect(fetchMock.mock.calls[2]![1]).toMatchObject({ method: 'DELETE' });
  });

  it('transforma o corpo de erro do servidor em ApiError', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: 'PLAN_LIMIT', message: 'Você atingiu o limite de 5 concursos salvos.' } }, 403),
    );
    const error = await caught(api.put('/api/me/editais/1/status', { status: 'salvo', origin: 'feed' }));
    expect(error.status).toBe(403);
    expect(error.code).toBe('PLAN_LIMIT');
    expect(error.message).toBe('Você atingiu o limite de 5 concursos salvos.');
    expect(error.name).toBe('ApiError');
  });

  it('usa uma mensagem em português quando a resposta de erro não tem o formato da API', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await caught(api.get('/api/feed'));
    expect(error.status).toBe(502);
    expect(error.code).toBe('HTTP_502');
    expect(error.message).toBe('Ocorreu um erro inesperado. Tente novamente mais tarde.');

    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    expect((await caught(api.get('/api/me'))).message).toBe('Você precisa fazer login para continuar.');
  });

  it('explica em português quando não consegue falar com o servidor', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(api.get('/api/feed'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(NETWORK_ERROR_MESSAGE).toBe('Não foi possível conectar ao servidor.');
  });

  it('deixa passar o cancelamento pedido pelo chamador', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(api.get('/api/feed', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

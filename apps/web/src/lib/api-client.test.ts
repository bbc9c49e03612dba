import type { SessionUser } from '@wayfare/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, problem } from '../test/mock-api.ts';
import { ApiError, apiCall, type Query, setUnauthorizedHandler } from './api-client.ts';
import { session, storageKeys } from './session.ts';

const user: SessionUser = {
  Id: 'u-1',
  EmailAddress: 'ada@example.com',
  Surname: 'Obi',
  FirstName: 'Ada',
  HasAdminRole: true,
  AllowAllEndPoints: true,
  AdminEndPoints: [],
};

// The client's core, called as callApi calls it (call-api.ts): these tests reach paths no declaration has.
const get = async (path: string, query?: Query) => (await apiCall(path, { query })).data;
const post = async (path: string, body: unknown = {}) => (await apiCall(path, { method: 'POST', body })).data;
/** A text-reply call: the reply is a sentence to show. */
const postText = async (path: string, body: unknown = {}) =>
  (await apiCall(path, { method: 'POST', body, responseType: 'text' })).data;

/** Runs a call to its end, letting the retry pauses pass at once. */
async function settle<T>(call: Promise<T>) {
  const outcome = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome as Promise<{ value?: T; error?: unknown }>;
}

const unauthorized = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  setUnauthorizedHandler(unauthorized);
});
afterEach(() => {
  unauthorized.mockReset();
});

describe('headers', () => {
  it('sends no Authorization header when signed out', async () => {
    const { sent } = mockApi({ 'GET Blogs/GetPublishedBlogs': { body: [] } });
    await settle(get('Blogs/GetPublishedBlogs'));
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends the bearer token when signed in', async () => {
    session.signIn({ Token: 'the-token', User: user, RequireNewPassword: false });
    const { sent } = mockApi({ 'GET Settings/GetMyAdminEndPoints': { body: [] } });
    await settle(get('Settings/GetMyAdminEndPoints'));
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer the-token');
  });

  it('sends the website domain and the same anonymous id on every call, created once', async () => {
    const { sent } = mockApi({ 'GET Blogs/GetPublishedBlogs': { body: [] }, 'POST Account/Register': {} });
    await settle(get('Blogs/GetPublishedBlogs'));
    await settle(post('Account/Register', {}));
    const stored = localStorage.getItem(storageKeys.anonymousId);
    expect(stored).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.map((request) => request.headers.get('X-Anonymous-Id'))).toEqual([stored, stored]);
    expect(sent[0]?.headers.get('X-Website-Domain')).toBe(window.location.hostname);
  });

  it('calls /api/{Area}/{Action} with the query, leaving out empty values', async () => {
    const { fetchMock } = mockApi({ 'GET Blogs/GetPublishedBlogs': { body: [] } });
    await settle(get('Blogs/GetPublishedBlogs', { keyword: 'lagos trip', page: 0, pageSize: 24, tag: '' }));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/Blogs/GetPublishedBlogs?keyword=lagos+trip&page=0&pageSize=24',
    );
  });

  it('sends a JSON body with its content type', async () => {
    const { sent } = mockApi({ 'POST Account/ResetPassword': { body: { Message: 'Sent' } } });
    const { value } = await settle(post('Account/ResetPassword', { EmailAddress: 'ada@example.com' }));
    expect(value).toEqual({ Message: 'Sent' });
    expect(sent[0]?.body).toEqual({ EmailAddress: 'ada@example.com' });
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
  });
});

// spec 000 §7 and §9: each call is retried twice on failure.
describe('retries', () => {
  it('retries a GET twice after network failures, then reports the network as down', async () => {
    const { fetchMock } = mockApi({ 'GET Blogs/GetPublishedBlogs': new TypeError('Failed to fetch') });
    const { error } = await settle(get('Blogs/GetPublishedBlogs'));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).message).toBe('Your network is mostly likely down, Kindly confirm. Thank you');
  });

  it('retries a GET after a 5xx and returns the reply that succeeds', async () => {
    let calls = 0;
    const { fetchMock } = mockApi({
      'GET Blogs/GetPublishedBlogs': () => (++calls < 3 ? { status: 503 } : { body: [{ Name: 'A' }] }),
    });
    const { value } = await settle(get('Blogs/GetPublishedBlogs'));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(value).toEqual([{ Name: 'A' }]);
  });

  it('gives up after three tries of a 5xx with its message', async () => {
    const { fetchMock } = mockApi({
      'GET Blogs/GetPublishedBlogs': problem(500, 'Something broke (ref 42)'),
    });
    const { error } = await settle(get('Blogs/GetPublishedBlogs'));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect((error as ApiError).message).toBe('Something broke (ref 42)');
  });

  it.each([400, 403, 404, 409, 429])('does not retry a %i', async (status) => {
    const { fetchMock } = mockApi({ 'GET Blogs/GetPublishedBlog': problem(status, 'No') });
    const { error } = await settle(get('Blogs/GetPublishedBlog'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((error as ApiError).status).toBe(status);
  });

  it('sends a POST with one Idempotency-Key on every retry, and a new key for the next call', async () => {
    let calls = 0;
    const { sent } = mockApi({
      'POST Account/Register': () => (++calls === 1 ? new TypeError('Failed to fetch') : { status: 502 }),
    });
    await settle(post('Account/Register', { EmailAddress: 'a@b.ng' }));
    await settle(post('Account/Register', { EmailAddress: 'a@b.ng' }));
    const keys = sent.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(6);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(new Set(keys.slice(3)).size).toBe(1);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('sends no Idempotency-Key on a GET', async () => {
    const { sent } = mockApi({ 'GET Blogs/GetPublishedBlogs': { body: [] } });
    await settle(get('Blogs/GetPublishedBlogs'));
    expect(sent[0]?.headers.has('Idempotency-Key')).toBe(false);
  });
});

describe('replies', () => {
  it('reads a list and its total from X-Total-Count', async () => {
    mockApi({ 'GET Order/GetOrders': { body: [{ Id: 1 }, { Id: 2 }], headers: { 'X-Total-Count': '57' } } });
    const { value } = await settle(apiCall('Order/GetOrders', { query: { page: 0 } }));
    expect(value).toEqual({ data: [{ Id: 1 }, { Id: 2 }], total: 57 });
  });

  it('has no total without X-Total-Count (callApi then counts the rows)', async () => {
    mockApi({ 'GET Order/GetOrders': { body: [{ Id: 1 }] } });
    const { value } = await settle(apiCall('Order/GetOrders'));
    expect(value).toEqual({ data: [{ Id: 1 }], total: undefined });
  });

  it('returns a text reply as the sentence to show', async () => {
    mockApi({ 'POST FileUpload/DeleteFile': { body: 'File deleted. Thank you' } });
    const { value } = await settle(postText('FileUpload/DeleteFile', { Folder: '', FileName: 'a.png' }));
    expect(value).toBe('File deleted. Thank you');
  });

  it('shows the problem title when a text-reply call fails', async () => {
    mockApi({ 'POST FileUpload/DeleteFile': problem(404, 'The file does not exist') });
    const { error } = await settle(postText('FileUpload/DeleteFile', { Folder: '', FileName: 'a.png' }));
    expect((error as ApiError).message).toBe('The file does not exist');
  });

  it('names the error after the spec error catalogue and keeps the field errors', async () => {
    mockApi({
      'POST Account/Register': problem(409, 'That e-mail address is taken', {
        EmailAddress: ['That e-mail address is taken'],
      }),
    });
    const { error } = await settle(post('Account/Register', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('That e-mail address is taken');
    expect((error as ApiError).fieldErrors).toEqual({ EmailAddress: ['That e-mail address is taken'] });
  });

  it('says the URL does not exist for a bare 404', async () => {
    mockApi({});
    const { error } = await settle(get('Nothing/Here'));
    expect((error as ApiError).message).toBe('The URL does not exist. Thank you');
  });
});

// spec 000 §4 and §7: a 401 clears the session and goes to login with the way back.
describe('a 401', () => {
  const signedInAt = (path: string) => {
    session.signIn({ Token: 'old', User: user, RequireNewPassword: false });
    window.history.replaceState(null, '', path);
  };

  it('clears the token and user, sets the require-auth flag and goes to login with the current path', async () => {
    signedInAt('/admin/orders?page=2');
    const { fetchMock } = mockApi({ 'GET Order/GetOrders': problem(401, 'Kindly sign in to continue') });
    const { error } = await settle(get('Order/GetOrders'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((error as ApiError).status).toBe(401);
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.requireAuth)).toBe('true');
    expect(session.isLoggedIn()).toBe(false);
    expect(unauthorized).toHaveBeenCalledExactlyOnceWith('/admin/orders?page=2');
  });

  it('does not leave the login page, where a 401 is a wrong password', async () => {
    window.history.replaceState(null, '', '/account/login/%2Fadmin%2Fhome');
    mockApi({ 'POST Account/Authenticate': problem(401, 'The e-mail address or password is not correct') });
    const { error } = await settle(post('Account/Authenticate', {}));
    expect((error as ApiError).message).toBe('The e-mail address or password is not correct');
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('goes to login from the other account pages: a session that ended while choosing a new password', async () => {
    signedInAt('/account/setpassword');
    mockApi({ 'POST Account/ChangePassword': problem(401, 'Kindly sign in to continue') });
    await settle(post('Account/ChangePassword', { Password: 'x' }));
    expect(session.isLoggedIn()).toBe(false);
    expect(unauthorized).toHaveBeenCalledExactlyOnceWith('/account/setpassword');
  });

  it('tells the caller whether it went to the login page', async () => {
    signedInAt('/admin/home');
    mockApi({ 'GET Order/GetOrders': problem(401, 'Kindly sign in to continue') });
    const away = await settle(get('Order/GetOrders'));
    window.history.replaceState(null, '', '/account/login');
    const stayed = await settle(get('Order/GetOrders'));
    expect((away.error as ApiError).redirectedToLogin).toBe(true);
    expect((stayed.error as ApiError).redirectedToLogin).toBe(false);
  });
});

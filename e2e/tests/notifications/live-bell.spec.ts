import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test, type WebSocket, type WebSocketRoute } from '@playwright/test';
import { createUser, openSignedIn, signInViaApi } from '../../support/accounts';

const SCREENS = path.resolve(import.meta.dirname, '../../.tmp/screens');

/** Creates notifications for the token's own user through the e2e-only hook (E2E_TEST_HOOKS=1). */
async function notify(
  request: APIRequestContext,
  token: string,
  body: { title: string; message: string; count?: number },
): Promise<void> {
  const response = await request.post('/api/test/notifications', {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

interface LiveSocket {
  /** Settles once the server has accepted the socket (`{type:'ready'}`). */
  ready: Promise<WebSocket>;
  /** Notification messages received so far. */
  notifications: string[];
}

/** Watches the page's live channel; call before the page opens it. */
function watchLiveChannel(page: Page): LiveSocket {
  const notifications: string[] = [];
  const ready = new Promise<WebSocket>((resolve) => {
    page.on('websocket', (ws) => {
      if (!new URL(ws.url()).pathname.startsWith('/ws/')) return;
      ws.on('framereceived', ({ payload }) => {
        const message = JSON.parse(String(payload));
        if (message.type === 'ready') resolve(ws);
        if (message.type === 'notification') notifications.push(message.title);
      });
    });
  });
  return { ready, notifications };
}

async function signedInParent(request: APIRequestContext) {
  const parent = await createUser(request, { name: 'Meera Nair' });
  const token = await signInViaApi(request, parent.email, parent.password, parent.accessCode);
  return { parent, token };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const badge = (page: Page) => page.getByTestId('notification-badge');
const dropdown = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test('parent sees notifications arrive live in the open dropdown, marks one and then all read', async ({
  page,
  request,
}) => {
  const { token } = await signedInParent(request);
  const live = watchLiveChannel(page);
  await openSignedIn(page, token);
  await live.ready;
  // Survives only while the page is not reloaded.
  await page.evaluate(() => {
    (window as unknown as { notLoadedAgain: boolean }).notLoadedAgain = true;
  });

  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(badge(page)).toHaveCount(0);
  await bell(page).click();
  await expect(dropdown(page)).toBeVisible();
  await expect(dropdown(page).getByText('No notifications yet')).toBeVisible();

  await notify(request, token, { title: 'Evaluation ready', message: 'Aarav scored 9/10 in Fractions.' });
  const items = dropdown(page).getByTestId('notification-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Evaluation ready');
  await expect(items.first()).toContainText('Aarav scored 9/10 in Fractions.');
  await expect(items.first()).toContainText('just now');
  await expect(badge(page)).toHaveText('1');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

  await notify(request, token, { title: 'Worksheet assigned', message: 'A new Science worksheet is waiting.' });
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Worksheet assigned');
  await expect(badge(page)).toHaveText('2');
  expect(live.notifications).toEqual(['Evaluation ready', 'Worksheet assigned']);
  await page.screenshot({ animations: 'disabled', path: `${SCREENS}/desktop-notifications.png` });

  // One at a time: the older one.
  await items.nth(1).getByRole('button', { name: 'Mark as read' }).click();
  await expect(badge(page)).toHaveText('1');
  await expect(items.nth(1).getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(items.first().getByRole('button', { name: 'Mark as read' })).toBeVisible();

  await dropdown(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(badge(page)).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(dropdown(page).getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(dropdown(page).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  // Keyboard: Escape closes and gives focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(dropdown(page)).toHaveCount(0);
  await expect(bell(page)).toBeFocused();

  expect(await page.evaluate(() => (window as unknown as { notLoadedAgain?: boolean }).notLoadedAgain)).toBe(true);
  // The server agrees once the page is loaded again.
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(badge(page)).toHaveCount(0);
});

test('badge shows 99+ above 99 unread and the dropdown shows the newest 10 of N', async ({ page, request }) => {
  const { token } = await signedInParent(request);
  await notify(request, token, { title: 'Practice reminder', message: 'Keep going!', count: 99 });
  const live = watchLiveChannel(page);
  await openSignedIn(page, token);
  await live.ready;
  await expect(badge(page)).toHaveText('99');

  await notify(request, token, { title: 'Number 100', message: 'One more.' });
  await expect(badge(page)).toHaveText('99+');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 100 unread');

  await page.reload();
  await expect(badge(page)).toHaveText('99+');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 100 unread');
  // Fully drawn, not cut to "9" by the badge's own overflow rules.
  expect(
    await badge(page).evaluate((el) =>
      [el, ...Array.from(el.querySelectorAll('*'))].every((e) => e.scrollWidth <= e.clientWidth),
    ),
  ).toBe(true);
  await bell(page).click();
  const items = dropdown(page).getByTestId('notification-item');
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText('Number 100');
  await expect(items.nth(1)).toContainText('Practice reminder 99');
  await expect(dropdown(page).getByText('Showing 10 of 100 notifications')).toBeVisible();
  await page.screenshot({ animations: 'disabled', path: `${SCREENS}/desktop-notifications-99plus.png` });
});

test('the live channel sends the token as a subprotocol, reconnects and catches up after a drop, and stops on 1008', async ({
  page,
  request,
}) => {
  const { token } = await signedInParent(request);
  // Sits between the page and the real server so the test can cut the connection as a network or server would.
  const sockets: WebSocketRoute[] = [];
  let readies = 0;
  await page.routeWebSocket(/\/ws\//, (ws) => {
    sockets.push(ws);
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (JSON.parse(String(message)).type === 'ready') readies++;
      ws.send(message);
    });
  });
  await openSignedIn(page, token);
  await expect.poll(() => readies).toBe(1);
  const url = new URL(sockets[0].url());
  expect(url.protocol).toBe('ws:');
  expect(url.search).toBe('');
  expect(sockets[0].protocols()).toEqual(['bearer', token]);

  // Dropped (not refused): the client comes back after a short backoff and refetches what it missed.
  await sockets[0].close({ code: 1011, reason: 'Server restarting' });
  await notify(request, token, { title: 'Sent while away', message: 'Delivered on reconnect.' });
  // Generous: the backoff is 0.5–1 s, but a loaded CI machine can be slow to reopen the socket.
  await expect.poll(() => readies, { timeout: 20_000 }).toBe(2);
  await expect(badge(page)).toHaveText('1');
  await bell(page).click();
  await expect(dropdown(page).getByTestId('notification-item').first()).toContainText('Sent while away');

  // Refused by policy (session gone): no more attempts.
  await sockets[1].close({ code: 1008, reason: 'Invalid session' });
  await page.waitForTimeout(4_000);
  expect(sockets).toHaveLength(2);
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the dropdown fits the screen and works from the keyboard', async ({ page, request }) => {
    const { token } = await signedInParent(request);
    await notify(request, token, {
      title: 'Coaching request',
      message: 'Mr. Rahul Iyer would like to coach Aarav in Mathematics. Open Coaching Requests to approve or deny it.',
    });
    await notify(request, token, { title: 'Evaluation ready', message: 'Aarav scored 18/20 in Decimals.' });
    await openSignedIn(page, token);
    await expect(badge(page)).toHaveText('2');

    await bell(page).focus();
    await page.keyboard.press('Enter');
    await expect(dropdown(page)).toBeVisible();
    await expect(dropdown(page).getByTestId('notification-item')).toHaveCount(2);
    const box = await dropdown(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await page.screenshot({ animations: 'disabled', path: `${SCREENS}/phone-notifications.png` });
    const axe = await new AxeBuilder({ page }).include('header').include('[role="dialog"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Focus stays inside the dropdown; the first control is reachable by Tab and works with Enter.
    const markAll = dropdown(page).getByRole('button', { name: 'Mark all as read' });
    for (let i = 0; i < 4 && !(await markAll.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(markAll).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(badge(page)).toHaveCount(0);
  });
});

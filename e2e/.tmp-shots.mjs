import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:8305';
const [email, code, path, tabs, prefix] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const login = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'DemoPass123!' }) })).json();
const token = login.access_token;
if (code !== '-') await fetch(`${base}/api/auth/verify-access-code`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ access_code: code }) });
for (const [w, h] of [[1280, 800], [375, 812]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(`${base}/auth`);
  await page.evaluate((t) => { localStorage.setItem('ss_access_token', t); localStorage.setItem('ss_access_verified', 'true'); }, token);
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(1500);
  for (const tab of tabs.split(',')) {
    if (tab !== '-') await page.getByRole('tab', { name: tab }).click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/admin-shots/${prefix}-${tab.replace(/\W/g, '')}-${w}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();

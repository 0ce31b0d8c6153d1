import { expect, test } from './fixtures';
import { seriousViolations } from './axe-scan';
import { one, requireDatabase } from './directory-db';
import { settled } from './directory-pages';

/** Every kind of directory page, at a real address from the database, scanned and screenshotted. */

test.describe('directory accessibility', () => {
  test.beforeEach(() => {
    requireDatabase();
  });

  test('every page kind passes an axe scan and is screenshotted at 1280px', async ({
    page,
  }, testInfo) => {
    test.setTimeout(600_000);
    const company = await one<{ eid: string }>('SELECT eid FROM companies ORDER BY id LIMIT 1');
    const patent = await one<{ id: number }>('SELECT min(id) AS id FROM patents');
    const software = await one<{ id: number }>('SELECT min(id) AS id FROM software_copyrights');
    const works = await one<{ id: number }>('SELECT min(id) AS id FROM works_copyrights');
    const brand = await one<{ id: number }>('SELECT min(id) AS id FROM brands');
    const logo = await one<{ id: number }>('SELECT min(id) AS id FROM enterprise_logos');
    const pages: [string, string][] = [
      ['home', '/'],
      ['list', '/list?keyword=科技'],
      ['list-empty', '/list?keyword=没有这样的企业名称'],
      ['company', `/company/${company.eid}`],
      ['company-not-found', '/company/no-such-company'],
      ['einquery', '/einquery'],
      ['einlist', '/einlist?keyword=科技'],
      ['eindetails', `/eindetails/${company.eid}`],
      ['reportquery', '/reportquery'],
      ['reportlist', '/reportlist?keyword=科技'],
      ['declarationyears', `/declarationyears/${company.eid}`],
      ['trademarkone', '/trademarkone?keyword=云'],
      ['footerpatent', '/footerpatent'],
      ['footerpatentlist', '/footerpatentlist?keyword=装置'],
      ['enterprisepatentlist', `/enterprisepatentlist?eid=${company.eid}`],
      ['footerpatentdetails', `/footerpatentdetails/${patent.id}`],
      ['softwarecopyright', '/softwarecopyright'],
      ['softwarecopyrightlist', '/softwarecopyrightlist?keyword=系统'],
      ['softwarecopyrightdetails', `/softwarecopyrightdetails/${software.id}`],
      ['workwork', '/workwork'],
      ['workworklist', '/workworklist?keyword=设计'],
      ['workworkdetails', `/workworkdetails/${works.id}`],
      ['brand', '/brand'],
      ['branddetails', `/branddetails/${brand.id}`],
      ['enterpriselogo', '/enterpriselogo'],
      ['enterpriselogolist', '/enterpriselogolist?keyword=科技'],
      ['enterpriselogodetails', `/enterpriselogodetails/${logo.id}`],
    ];
    const failures: string[] = [];
    for (const [name, path] of pages) {
      await page.goto(path);
      await settled(page);
      for (const v of await seriousViolations(page)) failures.push(`${path} ${v}`);
      await page.screenshot({ path: testInfo.outputPath(`directory-${name}.png`) });
    }
    expect(failures).toEqual([]);
  });
});

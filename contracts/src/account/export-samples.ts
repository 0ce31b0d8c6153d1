import type { RouteSample } from '../testing/route-samples';

/** One valid request and reply for each call of exports in the route table. */
export const exportRouteSamples: { myExports: RouteSample<'myExports'> } = {
  myExports: {
    query: { page: 1 },
    reply: {
      code: 0,
      data: {
        total: 1,
        page: 1,
        list: [
          {
            id: 3,
            query: { keyword: '科技', province: '广东省', sort: 'capital_desc' },
            file_name: '企业名单_科技_2026-11-26.xlsx',
            rows: 120,
            created_at: '2026-11-26T08:00:00.000Z',
            downloadable: true,
          },
        ],
      },
    },
  },
};

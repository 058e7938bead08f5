// What a report shows, as data: the table (its columns, rows and totals) and the chart drawn from
// the same figures. The screen renders both, and the downloads write the table's columns and rows
// as they stand, so a workbook or csv file holds exactly what the screen shows. Computed from the
// backend's answer only: a figure here is a sum or a share of the backend's figures, nothing else.
import type { TFunction } from 'i18next';
import { shipmentStatuses, statusesOfChannel, channels } from '@contracts/document-codes';
import type { Report, ReportOf } from '@contracts/reporting';
import { formatDate, formatDateTime } from '~/lib/format/date-time';
import { formatWhole } from '~/lib/format/number';
import { monthsOf } from './period';

/** A cell: its text, its number for the files and the chart, a link where it leads somewhere. */
export interface Cell {
  text: string;
  number?: number;
  href?: string;
}

export interface ReportColumn {
  key: string;
  header: string;
  numeric: boolean;
  /** Left out of the files: a link to another screen, not a figure. */
  screenOnly?: boolean;
  /** Its numbers are shares (0 to 1), shown as percentages. */
  fraction?: boolean;
}

export interface ReportTableModel {
  columns: ReportColumn[];
  rows: { key: string; cells: Cell[] }[];
  /** The totals row, one cell per column ('' where a total means nothing). */
  totals: Cell[] | null;
}

export interface ChartSeries {
  key: string;
  label: string;
  values: number[];
}

export interface ChartModel {
  /** Vertical bars along a time axis, or horizontal bars for named things. */
  orientation: 'vertical' | 'horizontal';
  categories: string[];
  series: ChartSeries[];
  /** What the values count ('Raadplegingen'). */
  valueLabel: string;
}

export interface ReportModel {
  table: ReportTableModel;
  chart: ChartModel;
}

/** A user's consultations in a window, as the legal log's search takes it: days DD.MM.YYYY, times HH:mm (empty: the whole day). */
export interface LegalLogTrail {
  user: string;
  fromDay: string;
  fromTime: string;
  toDay: string;
  toTime: string;
  subjectKind?: string | undefined;
}

/** Links the model needs from the screen: the legal log's trail of a user in a time window. */
export interface ReportLinks {
  /** Null when no role of the user may read the legal log. */
  legalLogTrail: ((trail: LegalLogTrail) => string) | null;
}

type T = TFunction<'reporting'>;

const percentage = (part: number, total: number, language: string) =>
  total === 0
    ? ''
    : new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'nl-BE', {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(part / total);

const count = (value: number, language: string): Cell => ({
  text: formatWhole(value, language),
  number: value,
});
const text = (value: string): Cell => ({ text: value });

/** A month as a label: 'sep. 2026', 'Sep 2026'. */
export function monthLabel(month: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'nl-BE', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15));
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function perDomain(
  report: ReportOf<'raadplegingen-per-domein'>,
  t: T,
  language: string,
): ReportModel {
  const months = monthsOf({ from: report.van, to: report.tot });
  const totalsByDomain = new Map<string, number>();
  for (const row of report.rijen) {
    totalsByDomain.set(row.domein, (totalsByDomain.get(row.domein) ?? 0) + row.aantal);
  }
  // The busiest domain first: the bottom of every stack, the first column after the month.
  const domains = [...totalsByDomain.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([domain]) => domain);
  const figure = (month: string, domain: string) =>
    report.rijen.find((row) => row.maand === month && row.domein === domain)?.aantal ?? 0;
  const domainLabel = (domain: string) => t(`common:domains.${domain}`, { defaultValue: domain });
  const columns: ReportColumn[] = [
    { key: 'month', header: t('columns.month'), numeric: false },
    ...domains.map((domain) => ({ key: domain, header: domainLabel(domain), numeric: true })),
    { key: 'total', header: t('columns.total'), numeric: true },
  ];
  const rows = months.map((month) => {
    const figures = domains.map((domain) => figure(month, domain));
    return {
      key: month,
      cells: [
        text(monthLabel(month, language)),
        ...figures.map((value) => count(value, language)),
        count(sum(figures), language),
      ],
    };
  });
  const domainTotals = domains.map((domain) => totalsByDomain.get(domain) ?? 0);
  return {
    table: {
      columns,
      rows,
      totals: [
        text(t('columns.total')),
        ...domainTotals.map((value) => count(value, language)),
        count(sum(domainTotals), language),
      ],
    },
    chart: {
      orientation: 'vertical',
      categories: months.map((month) => monthLabel(month, language)),
      series: domains.map((domain) => ({
        key: domain,
        label: domainLabel(domain),
        values: months.map((month) => figure(month, domain)),
      })),
      valueLabel: t('values.consultations'),
    },
  };
}

/** A report's whole period as the legal log's search takes it: its first day to its last. */
function periodTrail(report: Report): Omit<LegalLogTrail, 'user'> {
  const [year, month] = report.tot.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    fromDay: formatDate(`${report.van}-01`),
    fromTime: '',
    toDay: formatDate(`${report.tot}-${String(lastDay).padStart(2, '0')}`),
    toTime: '',
  };
}

/** A finding's window: from its first consultation's minute to its last's. */
function windowTrail(from: string, to: string): Omit<LegalLogTrail, 'user'> {
  const [fromDay = '', fromTime = ''] = formatDateTime(from).split(' ');
  const [toDay = '', toTime = ''] = formatDateTime(to).split(' ');
  return { fromDay, fromTime, toDay, toTime };
}

function perUser(
  report: ReportOf<'raadplegingen-per-gebruiker'>,
  t: T,
  language: string,
  links: ReportLinks,
): ReportModel {
  const bounds = periodTrail(report);
  const columns: ReportColumn[] = [
    { key: 'user', header: t('columns.user'), numeric: false },
    { key: 'profile', header: t('columns.profile'), numeric: false },
    { key: 'organisation', header: t('columns.organisation'), numeric: false },
    { key: 'consultations', header: t('columns.consultations'), numeric: true },
    { key: 'share', header: t('columns.share'), numeric: true, fraction: true },
    ...(links.legalLogTrail
      ? [{ key: 'trail', header: t('columns.trail'), numeric: false, screenOnly: true }]
      : []),
  ];
  const organisationName = organisationNames(report);
  const rows = report.rijen.map((row) => ({
    key: `${row.gebruiker.id} ${row.profiel.uri}`,
    cells: [
      text(row.gebruiker.naam),
      text(row.profiel.naam),
      text(organisationName(row.organisatie)),
      count(row.aantal, language),
      {
        text: percentage(row.aantal, report.totaal, language),
        number: row.aantal / (report.totaal || 1),
      },
      ...(links.legalLogTrail
        ? [
            {
              text: t('trail.user', { name: row.gebruiker.naam }),
              href: links.legalLogTrail({ user: row.gebruiker.id, ...bounds }),
            },
          ]
        : []),
    ],
  }));
  if (report.overige.lijnen > 0) {
    rows.push({
      key: 'others',
      cells: [
        text(t('others', { count: report.overige.lijnen })),
        text(''),
        text(''),
        count(report.overige.aantal, language),
        {
          text: percentage(report.overige.aantal, report.totaal, language),
          number: report.overige.aantal / (report.totaal || 1),
        },
        ...(links.legalLogTrail ? [text('')] : []),
      ],
    });
  }
  const top = report.rijen.slice(0, 10);
  return {
    table: {
      columns,
      rows,
      totals: [
        text(t('columns.total')),
        text(''),
        text(''),
        count(report.totaal, language),
        {
          text: report.totaal > 0 ? percentage(1, 1, language) : '',
          number: report.totaal > 0 ? 1 : 0,
        },
        ...(links.legalLogTrail ? [text('')] : []),
      ],
    },
    chart: {
      orientation: 'horizontal',
      categories: top.map((row) => `${row.gebruiker.naam} – ${row.profiel.naam}`),
      series: [
        {
          key: 'consultations',
          label: t('values.consultations'),
          values: top.map((row) => row.aantal),
        },
      ],
      valueLabel: t('values.consultations'),
    },
  };
}

function organisationNames(report: Report): (code: string) => string {
  const names = new Map(
    report.organisaties.map((organisation) => [organisation.code, organisation.naam]),
  );
  return (code) => names.get(code) ?? code;
}

function unusualUse(
  report: ReportOf<'ongebruikelijk-gebruik'>,
  t: T,
  language: string,
  links: ReportLinks,
): ReportModel {
  const organisationName = organisationNames(report);
  const columns: ReportColumn[] = [
    { key: 'kind', header: t('columns.kind'), numeric: false },
    { key: 'user', header: t('columns.user'), numeric: false },
    { key: 'organisation', header: t('columns.organisation'), numeric: false },
    { key: 'from', header: t('columns.first'), numeric: false },
    { key: 'to', header: t('columns.last'), numeric: false },
    { key: 'consultations', header: t('columns.consultations'), numeric: true },
    { key: 'subject', header: t('columns.subject'), numeric: false },
    ...(links.legalLogTrail
      ? [{ key: 'trail', header: t('columns.trail'), numeric: false, screenOnly: true }]
      : []),
  ];
  const rows = report.bevindingen.map((finding, index) => ({
    key: `${finding.soort}-${index}`,
    cells: [
      text(t(`unusual.kinds.${finding.soort}`)),
      text(finding.gebruiker.naam),
      text(organisationName(finding.organisatie)),
      text(formatDateTime(finding.van)),
      text(formatDateTime(finding.tot)),
      count(finding.aantal, language),
      text(
        finding.onderwerp
          ? `${t(`subjectKinds.${finding.onderwerp.type}`)} ${finding.onderwerp.gemaskeerd}`
          : '',
      ),
      ...(links.legalLogTrail
        ? [
            {
              text: t('trail.finding', { name: finding.gebruiker.naam }),
              href: links.legalLogTrail({
                user: finding.gebruiker.id,
                ...windowTrail(finding.van, finding.tot),
                subjectKind: finding.onderwerp?.type,
              }),
            },
          ]
        : []),
    ],
  }));
  const kinds = ['buitenKantooruren', 'herhaaldOnderwerp', 'piek'] as const;
  const perKind = kinds.map((kind) =>
    report.bevindingen.filter((finding) => finding.soort === kind),
  );
  return {
    table: {
      columns,
      rows,
      totals: [
        text(t('findings', { count: report.bevindingen.length })),
        text(''),
        text(''),
        text(''),
        text(''),
        count(sum(report.bevindingen.map((finding) => finding.aantal)), language),
        text(''),
        ...(links.legalLogTrail ? [text('')] : []),
      ],
    },
    chart: {
      orientation: 'horizontal',
      categories: kinds.map((kind) => t(`unusual.kinds.${kind}`)),
      series: [
        {
          key: 'findings',
          label: t('values.findings'),
          values: perKind.map((findings) => findings.length),
        },
      ],
      valueLabel: t('values.findings'),
    },
  };
}

function bulkJobs(report: ReportOf<'bulkopdrachten'>, t: T, language: string): ReportModel {
  const seconds = (value: number | null) =>
    value === null
      ? text('')
      : { text: t('duration', { seconds: formatWhole(value, language) }), number: value };
  const outcomes = ['gelukt', 'nietGevonden', 'fouten', 'bezig'] as const;
  const kindLabel = (kind: string) => t(`bulk.kinds.${kind}`, { defaultValue: kind });
  const columns: ReportColumn[] = [
    { key: 'kind', header: t('columns.bulkKind'), numeric: false },
    { key: 'jobs', header: t('columns.jobs'), numeric: true },
    { key: 'lines', header: t('columns.lines'), numeric: true },
    ...outcomes.map((outcome) => ({
      key: outcome,
      header: t(`bulk.outcomes.${outcome}`),
      numeric: true,
    })),
    { key: 'median', header: t('columns.medianDuration'), numeric: true },
    { key: 'maximum', header: t('columns.maximumDuration'), numeric: true },
  ];
  const rows = report.rijen.map((row) => ({
    key: row.soort,
    cells: [
      text(kindLabel(row.soort)),
      count(row.opdrachten, language),
      count(row.regels, language),
      ...outcomes.map((outcome) => count(row[outcome], language)),
      seconds(row.duurMediaan),
      seconds(row.duurMaximum),
    ],
  }));
  const maxima = report.rijen.flatMap((row) => (row.duurMaximum === null ? [] : [row.duurMaximum]));
  return {
    table: {
      columns,
      rows,
      totals: [
        text(t('columns.total')),
        count(sum(report.rijen.map((row) => row.opdrachten)), language),
        count(sum(report.rijen.map((row) => row.regels)), language),
        ...outcomes.map((outcome) => count(sum(report.rijen.map((row) => row[outcome])), language)),
        text(''),
        seconds(maxima.length > 0 ? Math.max(...maxima) : null),
      ],
    },
    chart: {
      orientation: 'horizontal',
      categories: report.rijen.map((row) => kindLabel(row.soort)),
      series: outcomes.map((outcome) => ({
        key: outcome,
        label: t(`bulk.outcomes.${outcome}`),
        values: report.rijen.map((row) => row[outcome]),
      })),
      valueLabel: t('values.lines'),
    },
  };
}

function documentService(
  report: ReportOf<'documentendienst'>,
  t: T,
  language: string,
): ReportModel {
  const weeks = [...new Set(report.rijen.map((row) => row.week))].sort();
  const figure = (week: string, channel: string, status?: string) =>
    sum(
      report.rijen
        .filter(
          (row) =>
            row.week === week &&
            row.kanaal === channel &&
            (status === undefined || row.status === status),
        )
        .map((row) => row.aantal),
    );
  const pairs = weeks.flatMap((week) =>
    channels.filter((channel) => figure(week, channel) > 0).map((channel) => ({ week, channel })),
  );
  const statuses = shipmentStatuses.filter((status) =>
    report.rijen.some((row) => row.status === status),
  );
  const readRate = (rows: { week?: string; channel: string }[]) => {
    const of = (status: string) =>
      sum(
        rows.map(({ week }) =>
          sum(
            report.rijen
              .filter(
                (row) =>
                  (week === undefined || row.week === week) &&
                  row.kanaal === 'ebox' &&
                  row.status === status,
              )
              .map((row) => row.aantal),
          ),
        ),
      );
    const read = of('read');
    const delivered = of('delivered') + read;
    return {
      text: percentage(read, delivered, language),
      number: delivered === 0 ? undefined : read / delivered,
    };
  };
  const columns: ReportColumn[] = [
    { key: 'week', header: t('columns.week'), numeric: false },
    { key: 'channel', header: t('columns.channel'), numeric: false },
    ...statuses.map((status) => ({
      key: status,
      header: t(`document.statuses.${status}`),
      numeric: true,
    })),
    { key: 'total', header: t('columns.total'), numeric: true },
    { key: 'readRate', header: t('columns.readRate'), numeric: true, fraction: true },
  ];
  const rows = pairs.map(({ week, channel }) => ({
    key: `${week}-${channel}`,
    cells: [
      text(t('weekOf', { date: formatDate(week) })),
      text(t(`document.channels.${channel}`)),
      ...statuses.map((status) =>
        statusesOfChannel[channel].includes(status)
          ? count(figure(week, channel, status), language)
          : text(''),
      ),
      count(figure(week, channel), language),
      channel === 'ebox' ? readRate([{ week, channel }]) : text(''),
    ],
  }));
  const allRows = report.rijen;
  return {
    table: {
      columns,
      rows,
      totals: [
        text(t('columns.total')),
        text(''),
        ...statuses.map((status) =>
          count(
            sum(allRows.filter((row) => row.status === status).map((row) => row.aantal)),
            language,
          ),
        ),
        count(sum(allRows.map((row) => row.aantal)), language),
        readRate([{ channel: 'ebox' }]),
      ],
    },
    chart: {
      orientation: 'vertical',
      categories: weeks.map((week) => formatDate(week).slice(0, 5)),
      series: channels.map((channel) => ({
        key: channel,
        label: t(`document.channels.${channel}`),
        values: weeks.map((week) => figure(week, channel)),
      })),
      valueLabel: t('values.shipments'),
    },
  };
}

function sourceAvailability(
  report: ReportOf<'bronbeschikbaarheid'>,
  t: T,
  language: string,
): ReportModel {
  const sources = [...new Set(report.rijen.map((row) => row.bron))].sort();
  const days = [...new Set(report.rijen.map((row) => row.dag))].sort();
  const statuses = ['OK', 'TIMEOUT', 'ERROR'] as const;
  const milliseconds = (value: number | null) =>
    value === null
      ? text('')
      : { text: t('milliseconds', { value: formatWhole(value, language) }), number: value };
  const columns: ReportColumn[] = [
    { key: 'day', header: t('columns.day'), numeric: false },
    { key: 'source', header: t('columns.source'), numeric: false },
    ...statuses.map((status) => ({
      key: status,
      header: t(`sources.statuses.${status}`),
      numeric: true,
    })),
    { key: 'availability', header: t('columns.availability'), numeric: true, fraction: true },
    { key: 'p50', header: 'p50', numeric: true },
    { key: 'p95', header: 'p95', numeric: true },
    { key: 'p99', header: 'p99', numeric: true },
  ];
  const rows = report.rijen.map((row) => {
    const answers = row.OK + row.TIMEOUT + row.ERROR;
    return {
      key: `${row.dag}-${row.bron}`,
      cells: [
        text(formatDate(row.dag)),
        text(row.bron),
        ...statuses.map((status) => count(row[status], language)),
        {
          text: percentage(row.OK, answers, language),
          number: answers === 0 ? undefined : row.OK / answers,
        },
        milliseconds(row.p50),
        milliseconds(row.p95),
        milliseconds(row.p99),
      ],
    };
  });
  const total = (status: (typeof statuses)[number]) => sum(report.rijen.map((row) => row[status]));
  const answers = sum(statuses.map(total));
  return {
    table: {
      columns,
      rows,
      totals: [
        text(t('columns.total')),
        text(t('sourcesCount', { count: sources.length })),
        ...statuses.map((status) => count(total(status), language)),
        {
          text: percentage(total('OK'), answers, language),
          number: answers === 0 ? undefined : total('OK') / answers,
        },
        text(''),
        text(''),
        text(''),
      ],
    },
    chart: {
      orientation: 'vertical',
      categories: days.map((day) => formatDate(day).slice(0, 5)),
      series: (['TIMEOUT', 'ERROR'] as const).map((status) => ({
        key: status,
        label: t(`sources.statuses.${status}`),
        values: days.map((day) =>
          sum(report.rijen.filter((row) => row.dag === day).map((row) => row[status])),
        ),
      })),
      valueLabel: t('values.failedAnswers'),
    },
  };
}

/** The table and chart of a report, labelled in the screen's language. */
export function reportModel(
  report: Report,
  t: T,
  language: string,
  links: ReportLinks,
): ReportModel {
  switch (report.rapport) {
    case 'raadplegingen-per-domein':
      return perDomain(report, t, language);
    case 'raadplegingen-per-gebruiker':
      return perUser(report, t, language, links);
    case 'ongebruikelijk-gebruik':
      return unusualUse(report, t, language, links);
    case 'bulkopdrachten':
      return bulkJobs(report, t, language);
    case 'documentendienst':
      return documentService(report, t, language);
    case 'bronbeschikbaarheid':
      return sourceAvailability(report, t, language);
  }
}

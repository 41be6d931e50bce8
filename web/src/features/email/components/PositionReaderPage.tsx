import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Field, Flex, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type DragEvent } from 'react';
import type { GearFilter, ReaderFilterInput } from '../../../__generated__/graphql';
import { toaster } from '../../../app/toaster';
import { formatNumber } from '../../../lib/format';
import { RegionSelect } from '../../calculator/components/fleet/RegionSelect';
import { usePortRegions } from '../../calculator/hooks/useFleetActions';
import {
  DEFAULT_AUTO_FILTERS,
  GEAR_FILTERS,
  UPDATED_SINCE_DAYS,
  VESSEL_TYPES,
} from '../../calculator/utils/fleet-auto-filters';
import { useConnectionMore } from '../../../lib/connection/useConnectionAll';
import { emailsConnectionQuery, readerEmailQuery, uploadEmailMutation } from '../graphql/reader';
import { listUploadedEmail } from '../hooks/email-cache';
import { formatTimeReceived, sourceLineSet } from '../utils/reader-format';
import { EmailBody } from './EmailBody';
import { EmailList } from './EmailList';
import { MailboxPanel } from './MailboxPanel';
import { GUARDED_TITLES } from '../../../app/route-titles';
import { PageHeader } from '../../../components/PageHeader';

interface Filters {
  days: number;
  regions: string[];
  vesselType: string;
  gear: GearFilter;
  search: string;
  vesselName: string;
}

const DEFAULTS: Filters = { ...DEFAULT_AUTO_FILTERS, search: '', vesselName: '' };
/** E-mails a page of the list brings (More e-mails asks for the next one). */
const EMAIL_PAGE_SIZE = 50;

function filterInput(f: Filters): ReaderFilterInput {
  const [low, high] = f.vesselType.split('_').map(Number);
  const all = f.vesselType === VESSEL_TYPES[0]!.value;
  return {
    days: f.days,
    portRegion: f.regions,
    gear: f.gear,
    dwtLower: all ? null : (low ?? null),
    dwtUpper: all ? null : (high ?? null),
    search: f.search || null,
    vesselName: f.vesselName || null,
  };
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | number;
  options: readonly { label: string; value: string | number }[];
  onChange: (v: string) => void;
}) {
  return (
    <Field.Root w="36">
      <Field.Label fontSize="xs">{label}</Field.Label>
      <NativeSelect.Root size="xs">
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * The Position Reader (/email_parser, spec 2): filters, the e-mails (Sender, Subject, Time), the selected
 * e-mail (Subject, From, To, Time Received, its body shown safely) with its positions and their source
 * lines; selecting a vessel searches e-mails by its name; .eml files dropped on the screen are uploaded.
 */
export function PositionReaderPage() {
  const regions = usePortRegions();
  const [draft, setDraft] = useState<Filters>(DEFAULTS);
  const [applied, setApplied] = useState<Filters>(DEFAULTS);
  const [selected, setSelected] = useState<number | null>(null);
  const [showHtml, setShowHtml] = useState(true);
  const [dragging, setDragging] = useState(false);
  const filter = filterInput(applied);
  const list = useConnectionMore(emailsConnectionQuery, {
    variables: { filter },
    pageSize: EMAIL_PAGE_SIZE,
    select: (data) => data.emailsConnection,
  });
  const view = useQuery(readerEmailQuery, { variables: { id: selected ?? 0 }, skip: selected === null });
  const [upload] = useMutation(uploadEmailMutation);
  const email = selected !== null ? view.data?.readerEmail : undefined;

  const search = (next: Filters = draft) => {
    // The same filters asked for again: the list from its first page (e-mails read meanwhile).
    if (JSON.stringify(filterInput(next)) === JSON.stringify(filter)) list.reload();
    setApplied(next);
    setDraft(next);
  };
  const byVessel = (name: string) => search({ ...draft, vesselName: name, regions: [], search: '' });

  const handleDrop = async (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    const files = [...e.dataTransfer.files].filter((f) => /\.eml$/i.test(f.name) || f.type === 'message/rfc822');
    if (files.length === 0) {
      toaster.create({ type: 'error', title: 'Drop .eml files (e-mail messages) to read them' });
      return;
    }
    for (const file of files) {
      try {
        // The server says whether the list on screen holds the e-mail: it is put there, no list is fetched.
        const r = await upload({
          variables: { raw: await file.text(), listFilter: filter },
          update: (cache, { data }) => {
            const u = data?.uploadEmail;
            if (u && !u.duplicate) listUploadedEmail(cache, filter, u.email, u.listed === true);
          },
        });
        const u = r.data?.uploadEmail;
        toaster.create({
          type: 'success',
          title: u?.duplicate
            ? `${file.name}: already read`
            : `${file.name}: ${u?.positions.length ?? 0} position(s) read`,
        });
      } catch (err) {
        toaster.create({ type: 'error', title: `${file.name}: ${(err as Error).message}` });
      }
    }
  };

  return (
    <Box
      p="4"
      data-testid="position-reader"
      data-dragging={dragging ? 'true' : 'false'}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => void handleDrop(e)}
      outline={dragging ? '2px dashed' : undefined}
      outlineColor="blue.400"
    >
      <PageHeader title={GUARDED_TITLES['/email_parser']} />
      <MailboxPanel />
      <Flex gap="3" align="end" wrap="wrap" mb="3">
        <Select
          label="Updated since last"
          value={draft.days}
          options={UPDATED_SINCE_DAYS.map((d) => ({ value: d, label: d === 1 ? '1 day' : `${d} days` }))}
          onChange={(v) => setDraft({ ...draft, days: Number(v) })}
        />
        <Field.Root w="auto">
          <Field.Label fontSize="xs">Region</Field.Label>
          <RegionSelect regions={regions} value={draft.regions} onChange={(r) => setDraft({ ...draft, regions: r })} />
        </Field.Root>
        <Select
          label="Vessel Type"
          value={draft.vesselType}
          options={VESSEL_TYPES}
          onChange={(v) => setDraft({ ...draft, vesselType: v })}
        />
        <Select
          label="Gears"
          value={draft.gear}
          options={GEAR_FILTERS.map((g) => ({ value: g, label: g }))}
          onChange={(v) => setDraft({ ...draft, gear: v as GearFilter })}
        />
        <Field.Root w="48">
          <Field.Label fontSize="xs">Search</Field.Label>
          <Input
            size="xs"
            aria-label="Search"
            placeholder="Sender, subject or vessel"
            value={draft.search}
            onChange={(e) => setDraft({ ...draft, search: e.target.value, vesselName: '' })}
            onKeyDown={(e) => e.key === 'Enter' && search()}
          />
        </Field.Root>
        <Button size="xs" colorPalette="blue" onClick={() => search()} loading={list.loading}>
          Search
        </Button>
        {applied.vesselName && (
          <Badge data-testid="vessel-filter" colorPalette="purple">
            Vessel: {applied.vesselName}
            <Button
              size="2xs"
              variant="ghost"
              aria-label="Clear vessel"
              onClick={() => search({ ...draft, vesselName: '' })}
            >
              x
            </Button>
          </Badge>
        )}
        <Text fontSize="xs" color="gray.600">
          Drop .eml files here to read them.
        </Text>
      </Flex>
      {list.error && <Text color="red.600">{list.error}</Text>}
      <Flex gap="4" align="start" wrap="wrap">
        <Box flex="1 1 380px" overflowX="auto">
          <EmailList
            emails={list.nodes}
            total={list.total}
            loading={list.loading}
            selected={selected}
            onSelect={setSelected}
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onMore={() => void list.loadMore()}
          />
        </Box>
        {email && (
          <Stack flex="2 1 520px" gap="2" data-testid="email-view">
            <Box fontSize="sm">
              <Text data-testid="email-subject">
                <b>Subject:</b> {email.subject}
              </Text>
              <Text data-testid="email-from">
                <b>From:</b> {email.from}
              </Text>
              <Text data-testid="email-to">
                <b>To:</b> {email.to}
              </Text>
              <Text data-testid="email-time">
                <b>Time Received:</b> {formatTimeReceived(email.receivedAt)}
              </Text>
            </Box>
            {email.html && email.text && (
              <Button size="2xs" variant="outline" alignSelf="start" onClick={() => setShowHtml(!showHtml)}>
                {showHtml ? 'Show text with source lines' : 'Show formatted'}
              </Button>
            )}
            <Flex gap="3" align="start" wrap="wrap">
              <Box flex="1 1 320px">
                <EmailBody
                  text={email.text}
                  html={email.html}
                  showHtml={showHtml && !!email.html}
                  highlighted={sourceLineSet(email.positions.map((p) => p.sourceLine))}
                />
              </Box>
              <Box flex="1 1 300px" overflowX="auto">
                <Table.Root size="sm" aria-label="Positions">
                  <Table.Header>
                    <Table.Row>
                      {['Vessel', 'Dwt', 'Built', 'Position', 'Region', 'Date', 'Gears'].map((h) => (
                        <Table.ColumnHeader key={h} fontSize="xs">
                          {h}
                        </Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {email.positions.length === 0 ? (
                      <Table.Row>
                        <Table.Cell colSpan={7} fontSize="xs">
                          No positions in this e-mail.
                        </Table.Cell>
                      </Table.Row>
                    ) : (
                      email.positions.map((p) => (
                        <Table.Row key={p.id} data-testid="position-row" title={p.sourceLine ?? ''}>
                          <Table.Cell fontSize="xs">
                            <Button size="2xs" variant="plain" color="blue.700" onClick={() => byVessel(p.vesselName)}>
                              {p.vesselName}
                            </Button>
                            {!p.current && (
                              <Badge size="xs" ms="1">
                                superseded
                              </Badge>
                            )}
                          </Table.Cell>
                          <Table.Cell fontSize="xs">{formatNumber(p.dwt, 0)}</Table.Cell>
                          <Table.Cell fontSize="xs">{p.built ?? '-'}</Table.Cell>
                          <Table.Cell fontSize="xs">{p.openPort ?? '-'}</Table.Cell>
                          <Table.Cell fontSize="xs">{p.region}</Table.Cell>
                          <Table.Cell fontSize="xs" whiteSpace="nowrap">
                            {p.openDateFrom
                              ? `${p.openDateFrom}${p.openDateTo && p.openDateTo !== p.openDateFrom ? ` – ${p.openDateTo}` : ''}`
                              : '-'}
                          </Table.Cell>
                          <Table.Cell fontSize="xs">{p.gear ?? '-'}</Table.Cell>
                        </Table.Row>
                      ))
                    )}
                  </Table.Body>
                </Table.Root>
              </Box>
            </Flex>
          </Stack>
        )}
      </Flex>
    </Box>
  );
}

import { Button, DatePicker, Field, HStack, IconButton, Input, parseDate, type InputProps } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import {
  atUtc,
  DATE_FORMATS,
  formatDateText,
  readDateText,
  utcDayOf,
  type DateMode,
  type DateText,
} from '../lib/format';
import { CalendarIcon } from './icons';
import { TimeOfDayInputs, type TimeOfDay } from './TimeOfDayInputs';

interface Props {
  /** The text input's accessible name (and its visible label with `showLabel`). */
  label: string;
  /** 'date': DD/MMM/yyyy; 'datetime': DD/MMM/yyyy HH:mm, with hour and minute beside the calendar. */
  mode: DateMode;
  /** The text as typed or picked; the parent keeps it, so nothing typed is ever replaced. */
  value: string;
  /** Every change: the text and what it reads as (an instant in UTC, nothing, or unreadable). */
  onChange: (text: string, read: DateText) => void;
  /** The parent's own verdict on the value (a required date missing, an end before its start). */
  invalid?: boolean;
  /** The parent's message for the value, shown under it in place of the format message. */
  error?: string;
  /** Show the format message even while the input has focus (after a save or search was refused). */
  showError?: boolean;
  showLabel?: boolean;
  /** The input's placeholder; the format by default (a search row's From and To say their part). */
  placeholder?: string;
  /** Enter in the text input. */
  onEnter?: () => void;
  /** Looks of the text input (size, background, width). */
  inputProps?: Omit<InputProps, 'value' | 'onChange' | 'onKeyDown'>;
  /**
   * Reads the text when the field's rule is not the API's date rule (years 1950-2200): a date of birth
   * follows its own server rule. Default: readDateText of the mode.
   */
  readText?: (text: string) => DateText;
}

/** The message a field shows when its text cannot be read. */
export const dateFormatMessage = (mode: DateMode) => `Expected ${DATE_FORMATS[mode]}`;

/** The picker's calendar day (@internationalized/date) of an instant, in UTC like every date of the app. */
const calendarValue = (date: Date) => parseDate(date.toISOString().slice(0, 10));

/**
 * The app's one date field (spec 1 section 9): a text input read as DD/MMM/yyyy (or DD/MMM/yyyy HH:mm)
 * in UTC, and Chakra's date picker behind a calendar button. Unreadable text stays as typed, marked
 * invalid with a message naming the format once the input is left.
 */
export function DateTimeField(props: Props) {
  const { label, mode, value, onChange, invalid, error, showError, showLabel, placeholder, onEnter, inputProps } =
    props;
  const readText = props.readText ?? ((text: string) => readDateText(text, mode));
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  // The time chosen before any day is: applied to the day picked next.
  const [pendingTime, setPendingTime] = useState<TimeOfDay>({ hour: 0, minute: 0 });
  const read = readText(value);
  const date = read.state === 'readable' ? read.date : null;
  const time = date ? { hour: date.getUTCHours(), minute: date.getUTCMinutes() } : pendingTime;
  const unreadable = read.state === 'unreadable' && (!focused || Boolean(showError));
  const message = error ?? (unreadable ? dateFormatMessage(mode) : undefined);

  const emit = (next: Date) => onChange(formatDateText(next, mode), { state: 'readable', date: next });
  const handleDay = (details: DatePicker.ValueChangeDetails) => {
    const day = details.value[0];
    if (day) emit(atUtc({ year: day.year, month: day.month, day: day.day }, time.hour, time.minute));
  };
  const handleTime = (next: TimeOfDay) => {
    if (date) emit(atUtc(utcDayOf(date), next.hour, next.minute));
    else setPendingTime(next);
  };
  const handleKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') onEnter?.();
  };

  return (
    <DatePicker.Root
      size="xs"
      locale="en-GB"
      timeZone="UTC"
      startOfWeek={1}
      value={date ? [calendarValue(date)] : []}
      onValueChange={handleDay}
      open={open}
      onOpenChange={(d) => setOpen(d.open)}
      closeOnSelect={mode === 'date'}
      positioning={{ placement: 'bottom-start', strategy: 'fixed' }}
      lazyMount
      unmountOnExit
      gap="0"
    >
      <Field.Root invalid={Boolean(invalid) || message !== undefined}>
        {showLabel && (
          <Field.Label fontSize="xs" color="gray.600" mb="0.5">
            {label}
          </Field.Label>
        )}
        <DatePicker.Control>
          <Input
            size="xs"
            fontSize="xs"
            pe="7"
            {...inputProps}
            // Not the picker's own input part: the picker would write its locale's format over the text.
            data-part="date-text"
            aria-label={label}
            placeholder={placeholder ?? DATE_FORMATS[mode]}
            title={DATE_FORMATS[mode]}
            value={value}
            onChange={(e) => onChange(e.target.value, readText(e.target.value))}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onKeyDown={handleKey}
          />
          <DatePicker.IndicatorGroup>
            <DatePicker.Trigger asChild>
              <IconButton size="2xs" variant="ghost" minW="5" h="5">
                <CalendarIcon />
              </IconButton>
            </DatePicker.Trigger>
          </DatePicker.IndicatorGroup>
        </DatePicker.Control>
        {message !== undefined && <Field.ErrorText fontSize="xs">{message}</Field.ErrorText>}
      </Field.Root>
      <DatePicker.Positioner>
        <DatePicker.Content minW="64" p="2" gap="2">
          <DatePicker.View view="day">
            <DatePicker.Header />
            <DatePicker.DayTable />
          </DatePicker.View>
          <DatePicker.View view="month">
            <DatePicker.Header />
            <DatePicker.MonthTable />
          </DatePicker.View>
          <DatePicker.View view="year">
            <DatePicker.Header />
            <DatePicker.YearTable />
          </DatePicker.View>
          {mode === 'datetime' && (
            <HStack justify="space-between">
              <TimeOfDayInputs value={time} onChange={handleTime} onDone={() => setOpen(false)} />
              <Button size="2xs" variant="outline" onClick={() => setOpen(false)}>
                Done
              </Button>
            </HStack>
          )}
        </DatePicker.Content>
      </DatePicker.Positioner>
    </DatePicker.Root>
  );
}

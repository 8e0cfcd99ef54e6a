import { DEFAULT_FORMAT_PREFERENCES as D } from '@punchline/domain';
import { defineSettings } from './define';

/** Settings → Organization → Formats: every SPEC section 3 format preference, defaults from the
 *  domain (`DEFAULT_FORMAT_PREFERENCES`), so server, console and formatting agree. */
export const formatsSettings = defineSettings({
  kind: 'formats',
  path: 'org/formats',
  label: 'Format Preferences',
  fields: {
    dateFormat: { type: 'choice', label: 'Date Format', required: true, choices: ['mdy', 'dmy', 'ymd'], default: D.dateFormat },
    fourDigitYear: { type: 'bool', label: 'Four Digit Year', default: D.fourDigitYear },
    dateSeparator: { type: 'choice', label: 'Date Separator', required: true, choices: ['/', '-', '.'], default: D.dateSeparator },
    dayOfWeek: {
      type: 'choice',
      label: 'Day Of Week',
      required: true,
      choices: ['afterdate', 'beforedate', 'none'],
      default: D.dayOfWeek,
    },
    timeFormat: { type: 'choice', label: 'Time Format', required: true, choices: [12, 24], default: D.timeFormat },
    durationFormat: {
      type: 'choice',
      label: 'Duration Format',
      required: true,
      choices: ['minute', 'decimal', 'hundredth'],
      default: D.durationFormat,
    },
    zeroDurationBlank: { type: 'bool', label: 'Blank Zero Durations', default: D.zeroDurationBlank },
    payAccuracy: { type: 'integer', label: 'Pay Accuracy', required: true, min: 0, max: 6, default: D.payAccuracy },
    zeroPayBlank: { type: 'bool', label: 'Blank Zero Pay', default: D.zeroPayBlank },
    nameFormat: { type: 'choice', label: 'Name Format', required: true, choices: ['lastfirst', 'firstlast'], default: D.nameFormat },
    displayMiddleName: { type: 'choice', label: 'Display Middle Name', choices: ['full', 'initial'], default: D.displayMiddleName },
    punchesPerTimecard: {
      type: 'integer',
      label: 'Punches Per Timecard',
      required: true,
      min: 1,
      max: 20,
      default: D.punchesPerTimecard,
    },
    calendarEventTitleFormat: {
      type: 'text',
      label: 'Calendar Event Title Format',
      required: true,
      maxLength: 200,
      default: D.calendarEventTitleFormat,
    },
    allColumns: { type: 'bool', label: 'All Columns', default: D.allColumns },
    distanceUnitSystem: {
      type: 'choice',
      label: 'Distance Units',
      required: true,
      choices: ['metric', 'imperial'],
      default: D.distanceUnitSystem,
    },
  },
  access: { read: 'console', write: 'edit_settings' },
});

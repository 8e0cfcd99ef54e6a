// Business constants (SPEC section 9) and the message catalogue (SPEC section 8).
// Texts are exact: tests and screens compare against them.

/** Console name used when the organization is not white-labelled. */
export const DEFAULT_CONSOLE_NAME = 'Punchline';

export const VERSION_CHECK_INTERVAL_MS = 300_000;
export const IDLE_TIMEOUT_MS = 60_000;
export const CURRENT_PAY_PERIOD_REFRESH_MS = 3_600_000;
export const LAST_PAY_PERIOD_REFRESH_MS = 86_400_000;
export const FACE_FAILURES_REFRESH_MS = 300_000;
export const NOTIFICATION_FEED_RELOAD_MS = 3_600_000;
export const NOTIFICATION_FEED_RETRY_MS = 300_000;
export const NOTIFICATION_FEED_RELOAD_AFTER_REMOVAL_MS = 5_000;
export const NOTIFICATION_LIST_LIMIT = 10;
export const LOAD_ALL_PAGE_SIZE = 500;
export const TOAST_DURATION_MS = 3_000;
export const TOAST_POSITION = 'top-right';
export const DETAIL_ERROR_TOAST_MS = 5_000;
export const ASYNC_REPORT_POLL_MS = 3_000;
export const ASYNC_REPORT_TIMEOUT_S = 600;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const RELOAD_ON_ERROR_CLEAR_MS = 5_000;
export const PRINT_WAIT_MS = 2_000;
export const MASK_DURATION_MS = 5_000;
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
/** The trial-ending alert shows while fewer than this many days are left. */
export const TRIAL_ENDING_WARNING_DAYS = 7;
export const DEFAULT_FULL_DAY_DURATION_MINUTES = 480;
export const MINUTES_IN_DAY = 1440;
export const DEFAULT_MAX_DOCUMENT_FILE_SIZE = 2_000_000;
export const DEFAULT_SCHEDULED_REPORT_MAX_ADDITIONAL_RECIPIENTS = 5;
export const DEFAULT_PUNCHES_PER_TIMECARD = 2;
export const DEFAULT_PAY_ACCURACY = 2;
export const REMOTE_SELECT_LIMIT = 25;
export const REMOTE_SELECT_DEBOUNCE_MS = 500;
export const COLUMN_CHOOSER_ROW_BUFFER = 200;
export const MORE_RESULTS_OPTIONS = [25, 50, 100, 200, 400] as const;
export const PDF_HEADER_HEIGHT = 25;
export const PDF_ROW_HEIGHT = 15;
export const PAY_PERIOD_TYPES = ['week', 'biweek', 'semimonth', 'month'] as const;
export const MONTH_OCCURRENCE_OPTIONS = ['every', '1st', '2nd', '3rd', '4th', 'last'] as const;
/** Bar height of the pay period chart: 150 under 400 px of width, else 75. */
export const PAY_PERIOD_CHART_NARROW_WIDTH = 400;
export const PAY_PERIOD_CHART_BAR_HEIGHT = { narrow: 150, wide: 75 } as const;
/** User usage is yellow when used seats are at least this many times the unused ones. */
export const USER_USAGE_WARNING_RATIO = 9;

/** Shown when a failed call's body holds no usable text (same words as the error mask). */
export const GENERIC_ERROR_MESSAGE = 'There was an error';

/** A blocking full-screen error: a title and a message (SPEC section 8). */
export type FatalError = { title: string; message: string };

// Where the spec gives a single text it is the title; network and permission texts are
// sentences, so they become the message under a short title of our choosing.
export const FATAL_ERRORS = {
  emailNotVerified: {
    title: 'Email not verified',
    message: 'Your email has not been verified. You should have received an email with a link to verify your account.',
  },
  orgNotFound: { title: 'Failed to find organization', message: '' },
  acceptFailed: { title: 'Failed to accept organization', message: '' },
  loginNetwork: { title: 'Network error', message: 'Was unable to login due to a network error.' },
  settingsNetwork: {
    title: 'Network error',
    message: 'Was unable to load user settings due to a network error.',
  },
  forbidden: {
    title: 'Access denied',
    message: 'You do not have permission to access this organization.',
  },
} as const satisfies Record<string, FatalError>;

/** 401 detail that marks the selected organization as failing its login requirement. */
export const AUTH_REQUIREMENT_NOT_MET_DETAIL = 'Organization login requirement not met';

export const MESSAGES = {
  faceFailureLoadError: 'There was an error trying to retrieve recent face recognition failures.',
  faceFailureEmpty: 'There are no recent face recognition failures.',
  faceFailureOldest: 'This is the oldest failure',
  faceFailureNewest: 'This is the newest failure',
  convertedToPunch: 'Successfully converted to punch',
  noNotifications: 'You do not currently have any notifications.',
  noItemsToChoose: 'There are no items to choose from.',
  noDataToExport: 'No data to export',
  templateNotFound: 'Template not found',
  asyncTimedOut: 'Timed out',
  errorMask: 'There was an error',
  loading: 'Loading...',
  updating: 'Updating...',
  noRowsToShow: 'No Rows To Show',
  loadAllBeforeExport: 'Do you want to load all results before exporting?',
  fixErrorsBeforeSaving: '** Fix errors above before saving.',
  notAllowedToSave: 'You are not allowed to save these changes',
  saveChangesTitle: 'Save Changes',
  saveChangesPrompt: 'This form has unsaved changes. Do you wish to save them before continuing?',
  confirmSaveTitle: 'Confirm Save',
  deleteConfirm: 'Are you sure you want to delete this {resource}?',
  feedbackThanks: 'Thanks for the feedback!',
  upgradeSeePrimaryAdmin: 'See your primary administrator to upgrade subscription',
  costingSelectionInvalid: 'This selection is not valid.',
  costingSelectionInvalidConvert: 'This selection is not valid. It is only required for an IN punch.',
  remoteSelectTooMany: '* More than {limit} results found. Type some letters to narrow search criteria.',
  requestWithoutOrg: 'Can not make request without organization ID',
  allOnPageSelected: 'All results on this page are selected. Push More results to load all.',
} as const;

/**
 * Face recognition outcomes as the device API stores them (the clock's reason for a failure when
 * it gives one, else its status), with the SPEC section 3 texts. Here rather than in the
 * contracts so that the dashboard's face failure panel shows them without loading every schema.
 */
export const FACE_STATUS_LABELS = {
  ok: 'OK',
  failed: 'Face not recognised',
  no_match: 'No match',
  multiple: 'Multiple matches',
  unverified: 'Not verified',
  bad_lighting: 'Bad lighting',
  bad_pose: 'Bad pose',
  bad_sharpness: 'Bad sharpness',
  no_face: 'No face',
  face_not_clear: 'Face not clear',
  low_liveness: 'Low liveness confidence',
  low_confidence: 'Low confidence',
} as const;

/** Face recognition status texts; 'OK' shows only when not listing errors only. */
export const FACE_STATUS_MESSAGES = [
  'Bad lighting',
  'Bad pose',
  'Bad sharpness',
  'No face',
  'Face not clear',
  'Low liveness confidence',
  'Low confidence',
] as const;

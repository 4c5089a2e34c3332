// Ready-made calendars: the proleptic Gregorian calendar and two invented ones. The Emberreach Reckoning
// reads the sample world's dates ("Year 322 of the Ember Age, Thawmonth 5"); the Lamplight Count has a
// ten-day week and eras that restart the count ("Lamp Year 95, Rainmonth 3").
import { type Calendar, type CalendarInput, calendarSchema } from './calendar';

const month = (name: string, length: number) => ({ name, length });

/**
 * Proleptic Gregorian, without a year zero: 1 BC is followed by AD 1. Leap years are counted on the
 * astronomical year (1 BC is year 0, a leap year), so day counts match JavaScript's proleptic dates.
 */
export const gregorianInput: CalendarInput = {
  name: 'Gregorian',
  months: [
    month('January', 31),
    month('February', 28),
    month('March', 31),
    month('April', 30),
    month('May', 31),
    month('June', 30),
    month('July', 31),
    month('August', 31),
    month('September', 30),
    month('October', 31),
    month('November', 30),
    month('December', 31),
  ],
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  // 1 January AD 1 was a Monday.
  firstWeekday: 1,
  leapDays: [{ month: 'February', rule: '400,!100,4' }],
  hasYearZero: false,
  eras: [
    { name: 'Before Christ', abbreviation: 'BC', count: 'countdown' },
    { name: 'Anno Domini', abbreviation: 'AD', start: 1, count: 'restart' },
  ],
  moons: [],
  hoursPerDay: 24,
  minutesPerHour: 60,
  format: 'D MMMM Y ERA',
  today: { year: 2025, month: 1, day: 1 },
};

/** Twelve months of 30 days, five festival days of Emberfall each year, Kindling Night every fourth year. */
export const emberreachInput: CalendarInput = {
  name: 'Emberreach Reckoning',
  months: [
    month('Deepfrost', 30),
    month('Frostmonth', 30),
    month('Thawmonth', 30),
    { name: 'Kindling Night', length: 1, isIntercalary: true, everyYears: 4 },
    month('Seedmonth', 30),
    month('Bloommonth', 30),
    month('Highsun', 30),
    { name: 'Emberfall', length: 5, isIntercalary: true },
    month('Harvestmonth', 30),
    month('Ashmonth', 30),
    month('Smokemonth', 30),
    month('Duskmonth', 30),
    month('Longnight', 30),
    month('Yearsend', 30),
  ],
  weekdays: ['Ashday', 'Cinderday', 'Flameday', 'Sparkday', 'Hearthday', 'Smokeday', 'Restday'],
  firstWeekday: 0,
  leapDays: [],
  hasYearZero: false,
  eras: [
    { name: 'Long Dusk', abbreviation: 'LD', count: 'countdown' },
    { name: 'Ember Age', abbreviation: 'EA', start: 1, count: 'restart' },
  ],
  moons: [
    { name: 'Cinder', cycleDays: 28, offsetDays: 3 },
    { name: 'Pale Ash', cycleDays: 45, offsetDays: 17 },
  ],
  hoursPerDay: 24,
  minutesPerHour: 60,
  format: 'D MMMM, [Year] Y [of the] EEEE',
  today: { year: 322, month: 3, day: 12 },
};

/** Nine months of 40 days, a ten-day week, Lampnight's festival days growing by a day by `!100,4`. */
export const lamplightInput: CalendarInput = {
  name: 'Lamplight Count',
  months: [
    month('Rainmonth', 40),
    month('Mistmonth', 40),
    month('Windmonth', 40),
    month('Sunmonth', 40),
    month('Dustmonth', 40),
    month('Leafmonth', 40),
    month('Coldmonth', 40),
    month('Snowmonth', 40),
    month('Icemonth', 40),
    { name: 'Lampnight', length: 5, isIntercalary: true },
  ],
  weekdays: [
    'Wickday',
    'Flintday',
    'Oilday',
    'Glassday',
    'Brassday',
    'Shadeday',
    'Sootday',
    'Gleamday',
    'Tallowday',
    'Darkday',
  ],
  firstWeekday: 3,
  leapDays: [{ month: 'Lampnight', rule: '!100,4' }],
  hasYearZero: true,
  eras: [
    { name: 'Candle', abbreviation: 'CY', count: 'countdown' },
    { name: 'Lamp', abbreviation: 'LY', start: 1, count: 'restart' },
    { name: 'Lantern', abbreviation: 'LnY', start: 400, count: 'restart' },
  ],
  moons: [{ name: 'Lantern Moon', cycleDays: 36, offsetDays: 0 }],
  hoursPerDay: 20,
  minutesPerHour: 50,
  format: 'dddd D MMMM Y ERA',
  today: { year: 95, month: 1, day: 30 },
};

export const gregorian: Calendar = calendarSchema.parse(gregorianInput);
export const emberreach: Calendar = calendarSchema.parse(emberreachInput);
export const lamplight: Calendar = calendarSchema.parse(lamplightInput);

export const calendarPresets = { gregorian, emberreach, lamplight } as const;

import 'react-calendar/dist/Calendar.css';
import Calendar from 'react-calendar';
import { calendarNames } from '../../i18n/calendar-names';
import { journeyTexts } from '../../i18n/catalogue/journey';
import { useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';
import { isoDay } from '../../lib/dates';

/** The calendar of §2.10: days with progress are highlighted; choosing one shows that day. */
export function JourneyCalendar({ days, onPick }: { days: Set<string>; onPick: (day: string) => void }) {
  const t = useTexts(journeyTexts);
  const language = useLanguage();
  const names = calendarNames(language);
  return (
    <Calendar
      className="journey-calendar"
      locale={language === 'hi' ? 'hi-IN' : 'en-IN'}
      maxDetail="month"
      minDetail="year"
      prev2Label={null}
      next2Label={null}
      prevAriaLabel={t.previousMonth}
      nextAriaLabel={t.nextMonth}
      tileClassName={({ date, view }) => (view === 'month' && days.has(isoDay(date)) ? 'has-progress' : null)}
      tileContent={({ date, view }) =>
        view === 'month' && days.has(isoDay(date)) ? (
          <span className="visually-hidden">{t.practised}</span>
        ) : null
      }
      onClickDay={(date) => onPick(isoDay(date))}
      // Names from a table, not Intl (app/i18n/calendar-names.ts).
      formatDay={(_, date) => String(date.getDate())}
      formatLongDate={(_, date) => names.longDate(date)}
      formatShortWeekday={(_, date) => names.shortWeekday(date)}
      formatWeekday={(_, date) => names.weekday(date)}
      formatMonthYear={(_, date) => names.monthYear(date)}
      formatMonth={(_, date) => names.month(date)}
      formatYear={(_, date) => String(date.getFullYear())}
    />
  );
}

import 'react-calendar/dist/Calendar.css';
import Calendar from 'react-calendar';
import { journeyTexts } from '../../i18n/catalogue/journey';
import { useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';
import { isoDay } from '../../lib/dates';

/** The calendar of §2.10: days with progress are highlighted; choosing one shows that day. */
export function JourneyCalendar({ days, onPick }: { days: Set<string>; onPick: (day: string) => void }) {
  const t = useTexts(journeyTexts);
  const language = useLanguage();
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
    />
  );
}

import 'react-calendar/dist/Calendar.css';
import Calendar from 'react-calendar';
import { isoDay } from '../../lib/dates';

/** The calendar of §2.10: days with progress are highlighted; choosing one shows that day. */
export function JourneyCalendar({ days, onPick }: { days: Set<string>; onPick: (day: string) => void }) {
  return (
    <Calendar
      className="journey-calendar"
      locale="en-IN"
      maxDetail="month"
      minDetail="year"
      prev2Label={null}
      next2Label={null}
      prevAriaLabel="Previous month"
      nextAriaLabel="Next month"
      tileClassName={({ date, view }) => (view === 'month' && days.has(isoDay(date)) ? 'has-progress' : null)}
      tileContent={({ date, view }) =>
        view === 'month' && days.has(isoDay(date)) ? (
          <span className="visually-hidden"> (practised)</span>
        ) : null
      }
      onClickDay={(date) => onPick(isoDay(date))}
    />
  );
}

import { lazy } from 'react';
import { RequireAdmin, RequireLogin } from '../features/auth/guards';
import { moduleRoutes } from '../registry/routes-data';
import { firstScreens } from './first-screen';
import { Navigate, Route, Routes } from './router';

const { HomeScreen, LoginScreen, QuizScreen, JourneyScreen, PapersScreen } = firstScreens;
const RegisterScreen = lazy(() => import('./RegisterScreen'));
const ForgotPasswordScreen = lazy(() => import('./ForgotPasswordScreen'));
const ResetPasswordScreen = lazy(() => import('./ResetPasswordScreen'));
const AboutScreen = lazy(() => import('./AboutScreen'));
const HelpScreen = lazy(() => import('./HelpScreen'));
const ContactScreen = lazy(() => import('./ContactScreen'));
const PrivacyScreen = lazy(() => import('./PrivacyScreen'));
const ProfileScreen = lazy(() => import('./ProfileScreen'));
const ReviewScreen = lazy(() => import('./ReviewScreen'));
const PaperAttemptScreen = lazy(() => import('./PaperAttemptScreen'));
const JoinClassScreen = lazy(() => import('./JoinClassScreen'));
// The teacher's screens (docs/product.md §12): their own chunks, loaded by teachers only.
const TeachScreen = lazy(() => import('./TeachScreen'));
const TeachClassScreen = lazy(() => import('./TeachClassScreen'));
const TeachAssignmentScreen = lazy(() => import('./TeachAssignmentScreen'));
// Admin code is its own chunks: learners never download it.
const AdminDashboardScreen = lazy(() => import('./admin/AdminDashboardScreen'));
const EntryScreen = lazy(() => import('./admin/EntryScreen'));
const ManageQuestionsScreen = lazy(() => import('./admin/ManageQuestionsScreen'));
const QuestionListScreen = lazy(() => import('./admin/QuestionListScreen'));
const SettingsScreen = lazy(() => import('./admin/SettingsScreen'));
const UsersScreen = lazy(() => import('./admin/UsersScreen'));
const AdminPapersScreen = lazy(() => import('./admin/AdminPapersScreen'));
const AdminPaperScreen = lazy(() => import('./admin/AdminPaperScreen'));
const AdminPaperStatsScreen = lazy(() => import('./admin/AdminPaperStatsScreen'));

/** The route table of docs/spec.md §2.1; the quiz and entry routes come from the module registry. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomeScreen />} />
      <Route
        path="/home"
        element={
          <RequireLogin>
            <HomeScreen welcome />
          </RequireLogin>
        }
      />
      <Route path="/login" element={<LoginScreen />} />
      <Route path="/register" element={<RegisterScreen />} />
      <Route path="/forgot-password" element={<ForgotPasswordScreen />} />
      <Route path="/reset-password/:token" element={<ResetPasswordScreen />} />
      <Route path="/about" element={<AboutScreen />} />
      <Route path="/help" element={<HelpScreen />} />
      <Route path="/contact" element={<ContactScreen />} />
      <Route path="/privacy" element={<PrivacyScreen />} />
      {moduleRoutes.map((m) => (
        <Route
          key={m.key}
          path={m.route}
          element={
            <RequireLogin>
              <QuizScreen key={m.key} moduleKey={m.key} />
            </RequireLogin>
          }
        />
      ))}
      <Route
        path="/review"
        element={
          <RequireLogin>
            <ReviewScreen />
          </RequireLogin>
        }
      />
      <Route
        path="/papers"
        element={
          <RequireLogin>
            <PapersScreen />
          </RequireLogin>
        }
      />
      <Route
        path="/papers/attempt/:attemptId"
        element={
          <RequireLogin>
            <PaperAttemptScreen />
          </RequireLogin>
        }
      />
      <Route
        path="/join/:code"
        element={
          <RequireLogin>
            <JoinClassScreen />
          </RequireLogin>
        }
      />
      <Route
        path="/teach"
        element={
          <RequireLogin>
            <TeachScreen />
          </RequireLogin>
        }
      />
      <Route
        path="/teach/:classId"
        element={
          <RequireLogin>
            <TeachClassScreen />
          </RequireLogin>
        }
      />
      <Route
        path="/teach/:classId/assignments/:assignmentId"
        element={
          <RequireLogin>
            <TeachAssignmentScreen />
          </RequireLogin>
        }
      />
      <Route
        path="/profile"
        element={
          <RequireLogin>
            <ProfileScreen />
          </RequireLogin>
        }
      />
      <Route
        path="/user-journey"
        element={
          <RequireLogin>
            <JourneyScreen />
          </RequireLogin>
        }
      />
      <Route
        path="/admin"
        element={
          <RequireAdmin>
            <AdminDashboardScreen />
          </RequireAdmin>
        }
      />
      {moduleRoutes.map((m) => (
        <Route
          key={m.key}
          path={m.entryRoute}
          element={
            <RequireAdmin>
              {/* A 'manage' page (the spec's MCQ page) lists, edits and deletes as well as adds. */}
              {m.adminPage === 'manage' ? (
                <ManageQuestionsScreen moduleKey={m.key} />
              ) : (
                <EntryScreen key={m.key} moduleKey={m.key} />
              )}
            </RequireAdmin>
          }
        />
      ))}
      <Route
        path="/admin/questions/:moduleKey"
        element={
          <RequireAdmin>
            <QuestionListScreen />
          </RequireAdmin>
        }
      />
      <Route
        path="/admin/settings"
        element={
          <RequireAdmin>
            <SettingsScreen />
          </RequireAdmin>
        }
      />
      <Route
        path="/admin/users"
        element={
          <RequireAdmin>
            <UsersScreen />
          </RequireAdmin>
        }
      />
      <Route
        path="/admin/papers"
        element={
          <RequireAdmin>
            <AdminPapersScreen />
          </RequireAdmin>
        }
      />
      <Route
        path="/admin/papers/:id"
        element={
          <RequireAdmin>
            <AdminPaperScreen />
          </RequireAdmin>
        }
      />
      <Route
        path="/admin/papers/:id/stats"
        element={
          <RequireAdmin>
            <AdminPaperStatsScreen />
          </RequireAdmin>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

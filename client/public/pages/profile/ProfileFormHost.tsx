import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { OwnQuestionnaireView } from '../../../../events/questionnaire/own';
import type { ProfileFormPort } from '../../../shared/profile/port';
// Until branch i14-form lands client/shared/profile/ProfileForm: a placeholder with the same props
// (swap this import for the shared form and delete PlaceholderProfileForm.tsx).
import { ProfileForm } from './PlaceholderProfileForm';

/**
 * The profile form in Fluent UI, loaded on demand (React.lazy in OwnProfilePage): the public site
 * has no FluentProvider and its feed bundle carries no Fluent UI, so both come in this chunk only.
 */
export default function ProfileFormHost(props: {
  q: OwnQuestionnaireView;
  port: ProfileFormPort<OwnQuestionnaireView>;
  onSaved: (q: OwnQuestionnaireView) => void;
}) {
  return (
    <FluentProvider theme={webLightTheme} style={{ background: 'transparent' }}>
      <ProfileForm q={props.q} port={props.port} audience="candidate" onSaved={props.onSaved} />
    </FluentProvider>
  );
}

import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { OwnQuestionnaireView } from '#events/questionnaire/own';
import { ProfileForm, type ProfileFormPort } from '#client/shared/profile';

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

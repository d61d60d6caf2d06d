import type { CheckPerson } from '../../adapters/checks/port';
import { openCriminalRecord, type CriminalRecordPort } from '../../adapters/criminal-record/index';
import { openFssp, type FsspPort } from '../../adapters/fssp/index';
import { openSelfEmployed, type SelfEmployedPort } from '../../adapters/selfemployed/index';
import type { Services } from '../../core/services';

/** The outside services the checks call, opened once per running server from its configuration. */
export interface CheckPorts {
  fssp: FsspPort;
  selfEmployed: (person: CheckPerson) => SelfEmployedPort;
  criminalRecord: CriminalRecordPort;
}

const opened = new WeakMap<Services, CheckPorts>();

export function checkPorts(s: Services): CheckPorts {
  let ports = opened.get(s);
  if (!ports) {
    const config = s.config.checks;
    ports = {
      fssp: openFssp(config),
      selfEmployed: openSelfEmployed(config),
      criminalRecord: openCriminalRecord(config),
    };
    opened.set(s, ports);
  }
  return ports;
}

/** Which service answers a check (recorded as the check's source). */
export function sourceOf(s: Services, check: string): string {
  const ports = checkPorts(s);
  if (check === 'fssp') return ports.fssp.name;
  if (check === 'criminalRecord') return ports.criminalRecord.name;
  if (check === 'selfEmployment')
    return s.config.checks.selfEmployed ? 'selfemployed' : 'sandbox-selfemployed';
  return 'own-data';
}

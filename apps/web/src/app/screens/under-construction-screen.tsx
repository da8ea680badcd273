import { useMatches } from 'react-router';
import { UnderConstruction } from '../../shared/ui/under-construction';
import { PLACEHOLDER_TEXTS } from '../placeholder-texts';
import { routeNameOf } from '../route-handle';
import { t } from '@mostrador/shared/messages/es-MX-store';

/** The screen of every route a later issue builds; the text comes from the route's name. */
export function UnderConstructionScreen() {
  const matches = useMatches();
  const name = [...matches]
    .reverse()
    .map((m) => routeNameOf(m.handle))
    .find(Boolean);
  const description = (name && PLACEHOLDER_TEXTS[name]) || t('underConstructionScreen.estaSeccionEstaraDisponibleMuy');
  return <UnderConstruction description={description} />;
}

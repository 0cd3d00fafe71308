import { APIProvider, Map, Marker, useMap, useMapsLibrary } from '@vis.gl/react-google-maps';
import { Button, Input, MessageBox } from '@torget/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ShippingAddress } from '../../../lib/cart-store';
import { useT } from '../../../lib/i18n';
import { placeToAddress, type MapConfirmData } from '../lib/place-address';

/** docs/product.md §9: a fixed default centre (Stockholm's Sergels torg) at zoom 15. */
const CENTER = { lat: 59.3326, lng: 18.0649 };

const Frame = styled.div`
  height: min(60vh, 480px);
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  margin: ${({ theme }) => `${theme.space(3)} 0`};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type Picked = MapConfirmData & { fields: Partial<ShippingAddress> };

/** The address search: Google's place autocomplete on our input; exactly one place becomes the choice. */
function PlaceSearch({ onPlace }: { onPlace: (place: Picked | null) => void }) {
  const places = useMapsLibrary('places');
  const map = useMap();
  const input = useRef<HTMLInputElement>(null);
  const { t } = useT();
  useEffect(() => {
    if (!places || !input.current) return;
    const autocomplete = new places.Autocomplete(input.current, {
      fields: ['address_components', 'geometry', 'name', 'formatted_address', 'vicinity', 'place_id'],
    });
    const listener = autocomplete.addListener('place_changed', () => {
      const place = autocomplete.getPlace();
      const location = place.geometry?.location;
      if (!location) return onPlace(null);
      map?.panTo(location);
      onPlace({
        lat: location.lat(),
        lng: location.lng(),
        address: place.formatted_address ?? '',
        name: place.name ?? '',
        vicinity: place.vicinity ?? '',
        googleAddressId: place.place_id ?? '',
        fields: placeToAddress(place.address_components),
      });
    });
    return () => listener.remove();
  }, [places, map, onPlace]);
  return (
    <Input
      ref={input}
      aria-label={t('checkout.map.address')}
      placeholder={t('checkout.map.search')}
      autoComplete="street-address"
      onChange={() => onPlace(null)}
    />
  );
}

/** docs/product.md §2 Map: search or locate an address, confirm it back to the shipping form. */
export default function MapPicker({
  apiKey,
  onConfirm,
}: {
  apiKey: string;
  onConfirm: (data: MapConfirmData, fields: Partial<ShippingAddress>) => void;
}) {
  const { t } = useT();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [center, setCenter] = useState(CENTER);
  const [problem, setProblem] = useState<string | null>(null);

  const locate = () => {
    if (!navigator.geolocation) return setProblem(t('checkout.map.noGeolocation'));
    navigator.geolocation.getCurrentPosition(
      (position) => setCenter({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => setProblem(t('checkout.map.notFound')),
    );
  };
  const confirm = () => {
    if (!picked) return setProblem(t('checkout.map.addressRequired'));
    const { fields, ...data } = picked;
    onConfirm(data, fields);
  };

  return (
    <APIProvider apiKey={apiKey}>
      <PlaceSearch onPlace={setPicked} />
      <Frame>
        <Map defaultCenter={CENTER} center={picked ?? center} defaultZoom={15} gestureHandling="greedy">
          {picked && <Marker position={picked} />}
        </Map>
      </Frame>
      {problem && <MessageBox variant="danger">{problem}</MessageBox>}
      <Row>
        <Button type="button" onClick={confirm}>
          {t('checkout.map.confirm')}
        </Button>
        <Button type="button" $variant="secondary" onClick={locate}>
          {t('checkout.map.locate')}
        </Button>
      </Row>
    </APIProvider>
  );
}

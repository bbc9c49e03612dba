/**
 * issue 31: real places in Lagos with their coordinates (WGS 84, to about 100 m), for the demo's rides
 * and drivers and for `npm run simulate`. Street, city and subregion are as a rider's app would fill
 * RequestRide's address fields.
 */
export type LagosPlace = {
  name: string;
  street: string;
  city: string;
  subregion: string;
  latitude: number;
  longitude: number;
};

const place = (
  name: string,
  street: string,
  city: string,
  latitude: number,
  longitude: number,
): LagosPlace => ({
  name,
  street,
  city,
  subregion: 'Lagos',
  latitude,
  longitude,
});

export const lagosPlaces: readonly LagosPlace[] = [
  place('Murtala Muhammed International Airport', 'Airport Road', 'Ikeja', 6.5774, 3.3212),
  place('Ikeja City Mall', 'Obafemi Awolowo Way', 'Ikeja', 6.6142, 3.3581),
  place('Computer Village', 'Otigba Street', 'Ikeja', 6.5965, 3.3421),
  place('Allen Avenue Roundabout', 'Allen Avenue', 'Ikeja', 6.6018, 3.3515),
  place('Maryland Mall', 'Ikorodu Road', 'Maryland', 6.5711, 3.3679),
  place('Ojota Bus Terminal', 'Ikorodu Road', 'Ojota', 6.5853, 3.3795),
  place('University of Lagos', 'University Road', 'Akoka', 6.5158, 3.3896),
  place('Yaba Market', 'Herbert Macaulay Way', 'Yaba', 6.5095, 3.3711),
  place('National Stadium', 'Ojuelegba Road', 'Surulere', 6.4983, 3.3653),
  place('Bode Thomas Street', 'Bode Thomas Street', 'Surulere', 6.4902, 3.3539),
  place('Lagos University Teaching Hospital', 'Ishaga Road', 'Idi-Araba', 6.5186, 3.3531),
  place('Oshodi Transport Interchange', 'Oshodi-Apapa Expressway', 'Oshodi', 6.5536, 3.3436),
  place('Mile 12 Market', 'Ikorodu Road', 'Kosofe', 6.6042, 3.4036),
  place('Lagos State Secretariat', 'Obafemi Awolowo Way', 'Alausa', 6.6186, 3.3581),
  place('CMS Bus Stop', 'Broad Street', 'Lagos Island', 6.4517, 3.3894),
  place('Balogun Market', 'Balogun Street', 'Lagos Island', 6.4577, 3.3873),
  place('Tafawa Balewa Square', 'Awolowo Road', 'Lagos Island', 6.4463, 3.4001),
  place('Falomo Shopping Centre', 'Awolowo Road', 'Ikoyi', 6.4419, 3.4268),
  place('Ikoyi Club', 'Ikoyi Crescent', 'Ikoyi', 6.4528, 3.4284),
  place('Eko Hotel', 'Adetokunbo Ademola Street', 'Victoria Island', 6.4263, 3.4296),
  place('Adeola Odeku Street', 'Adeola Odeku Street', 'Victoria Island', 6.4318, 3.4214),
  place('The Palms Shopping Mall', 'Bisola Durosinmi-Etti Drive', 'Lekki', 6.4352, 3.4523),
  place('Lekki Toll Gate', 'Admiralty Way', 'Lekki', 6.4461, 3.4714),
  place('Lekki Conservation Centre', 'Lekki-Epe Expressway', 'Lekki', 6.4412, 3.5359),
  place('Chevron Roundabout', 'Lekki-Epe Expressway', 'Lekki', 6.4425, 3.5153),
  place('Ajah Roundabout', 'Lekki-Epe Expressway', 'Ajah', 6.4683, 3.5672),
  place('Festac Town First Gate', 'Festac Link Road', 'Festac', 6.4669, 3.2839),
  place('Mile 2 Bus Stop', 'Oshodi-Apapa Expressway', 'Amuwo-Odofin', 6.4667, 3.3178),
  place('Apapa Wharf', 'Wharf Road', 'Apapa', 6.4446, 3.3614),
  place('Agege Stadium', 'Old Abeokuta Road', 'Agege', 6.6244, 3.3195),
  place('Ikorodu Garage', 'Lagos Road', 'Ikorodu', 6.6194, 3.5105),
  place('Gbagada Phase 1', 'Gbagada Expressway', 'Gbagada', 6.5533, 3.3881),
  place('Magodo Phase 2', 'CMD Road', 'Magodo', 6.6199, 3.3875),
  place('Ogba Bus Stop', 'Ogba Road', 'Ogba', 6.6282, 3.3399),
  place('Ikotun Roundabout', 'Ikotun-Idimu Road', 'Ikotun', 6.5494, 3.2658),
];

/**
 * What a shopper keeps in the profile, as typed: each '' when not given. Stored on
 * Users/{uid} beside the spec's keys: `phone` and `address` are the spec's own ("read if
 * present"), `country` and `zip` sit beside them so `address` stays the readable line it is.
 */
export interface Profile {
  name: string;
  phone: string;
  address: string;
  country: string;
  zip: string;
}

export type ProfileField = keyof Profile;

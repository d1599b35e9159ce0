/** Navigation state a section link passes when it leads to the home page from elsewhere. */
export interface SectionScrollState {
  scrollTo: string;
}

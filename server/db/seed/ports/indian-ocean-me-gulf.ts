import type { PortGroup } from './port-row.js';

/** India, Pakistan, Bangladesh, Sri Lanka, the Arabian Gulf, the Red Sea and East Africa. */
export const INDIAN_OCEAN_ME_GULF: readonly PortGroup[] = [
  {
    region: 'Indian Ocean / ME Gulf',
    subRegion: 'WC India',
    rows: [
      ['Kandla', 'INIXY', 23.0, 70.22, 3, 'DEENDAYAL|Deendayal Port'],
      ['Mundra', 'INMUN', 22.74, 69.7, 3],
      ['Navlakhi', 'INNAV', 22.97, 70.45, 2],
      ['Sikka', 'INSIK', 22.43, 69.83, 1],
      ['Pipavav', 'INPAV', 20.92, 71.5, 1],
      ['Dahej', 'INDAH', 21.7, 72.53, 2],
      ['Hazira', 'INHZA', 21.08, 72.63, 2, 'Surat'],
      ['Mumbai', 'INBOM', 18.93, 72.85, 1, 'BOMBAY'],
      ['Jawaharlal Nehru', 'INNSA', 18.95, 72.95, 1, 'JNPT|Nhava Sheva'],
      ['Mormugao', 'INMRM', 15.42, 73.8, 2, 'GOA|Marmagao'],
      ['New Mangalore', 'INNML', 12.92, 74.8, 2, 'MANGALORE'],
      ['Cochin', 'INCOK', 9.97, 76.27, 1, 'KOCHI'],
    ],
  },
  {
    region: 'Indian Ocean / ME Gulf',
    subRegion: 'EC India',
    rows: [
      ['Tuticorin', 'INTUT', 8.75, 78.2, 2, 'VOC Port|Thoothukudi'],
      ['Karaikal', 'INKRK', 10.83, 79.85, 1],
      ['Chennai', 'INMAA', 13.1, 80.3, 2, 'MADRAS'],
      ['Ennore', 'INENR', 13.25, 80.33, 2, 'Kamarajar'],
      ['Krishnapatnam', 'INKRI', 14.25, 80.13, 2],
      ['Kakinada', 'INKAK', 16.98, 82.28, 1],
      ['Visakhapatnam', 'INVTZ', 17.68, 83.28, 3, 'VIZAG'],
      ['Gangavaram', 'INGGV', 17.62, 83.23, 2],
      ['Paradip', 'INPRT', 20.27, 86.68, 3, 'Paradeep'],
      ['Dhamra', 'INDHM', 20.8, 87.0, 2],
      ['Haldia', 'INHAL', 22.03, 88.1, 2],
      ['Kolkata', 'INCCU', 22.55, 88.3, 1, 'Calcutta'],
    ],
  },
  {
    region: 'Indian Ocean / ME Gulf',
    subRegion: 'Bangladesh',
    rows: [
      ['Chittagong', 'BDCGP', 22.3, 91.8, 2, 'CTG|CHATTOGRAM'],
      ['Mongla', 'BDMGL', 22.48, 89.58, 1],
    ],
  },
  {
    region: 'Indian Ocean / ME Gulf',
    subRegion: 'Pakistan',
    rows: [
      ['Karachi', 'PKKHI', 24.83, 66.98, 2],
      ['Port Qasim', 'PKBQM', 24.77, 67.35, 2, 'PT QASIM|Bin Qasim'],
    ],
  },
  {
    region: 'Indian Ocean / ME Gulf',
    subRegion: 'Sri Lanka',
    rows: [
      ['Colombo', 'LKCMB', 6.95, 79.85, 1],
      ['Trincomalee', 'LKTRR', 8.55, 81.23, 1],
    ],
  },
  {
    region: 'Indian Ocean / ME Gulf',
    subRegion: 'Arabian Gulf',
    rows: [
      ['Jebel Ali', 'AEJEA', 25.02, 55.07, 1],
      ['Hamriyah', 'AEHAM', 25.47, 55.48, 1],
      ['Mina Saqr', 'AERKT', 25.98, 56.05, 2, 'SAQR|Saqr Port|Ras Al Khaimah'],
      ['Fujairah', 'AEFJR', 25.17, 56.37, 1],
      ['Khalifa Port', 'AEKHL', 24.8, 54.65, 2, 'Abu Dhabi'],
      ['Ruwais', 'AERUW', 24.12, 52.73, 1],
      ['Sohar', 'OMSOH', 24.5, 56.62, 2],
      ['Salalah', 'OMSLL', 16.95, 54.0, 1],
      ['Dammam', 'SADMM', 26.5, 50.2, 2],
      ['Jubail', 'SAJUB', 27.02, 49.67, 2],
      ['Ras Al Khair', 'SA', 27.48, 49.25, 2, "Ras Al-Khair|Ma'aden"],
      ['Mesaieed', 'QAMES', 24.95, 51.58, 1, 'Umm Said'],
      ['Shuwaikh', 'KWSWK', 29.35, 47.93, 1, 'Kuwait'],
      ['Umm Qasr', 'IQUQR', 30.03, 47.95, 2],
      ['Bandar Imam Khomeini', 'IRBKM', 30.43, 49.08, 2, 'BIK'],
      ['Bandar Abbas', 'IRBND', 27.1, 56.07, 2, 'Shahid Rajaee'],
    ],
  },
  {
    region: 'Indian Ocean / ME Gulf',
    subRegion: 'Red Sea',
    rows: [
      ['Jeddah', 'SAJED', 21.47, 39.17, 1],
      ['Yanbu', 'SAYNB', 24.09, 38.06, 1],
      ['Aqaba', 'JOAQJ', 29.52, 35.0, 2],
      ['Sokhna', 'EGSOK', 29.63, 32.35, 2, 'Ain Sukhna|Ain Sokhna'],
      ['Adabiya', 'EGADA', 29.87, 32.48, 1],
      ['Safaga', 'EGSGA', 26.73, 33.93, 1],
      ['Port Sudan', 'SDPZU', 19.6, 37.23, 1],
      ['Hodeidah', 'YEHOD', 14.83, 42.93, 1],
      ['Djibouti', 'DJJIB', 11.6, 43.13, 1],
    ],
  },
  {
    region: 'Indian Ocean / ME Gulf',
    subRegion: 'East Africa',
    rows: [
      ['Mombasa', 'KEMBA', -4.07, 39.67, 2],
      ['Tanga', 'TZTGT', -5.07, 39.1, 1],
      ['Dar es Salaam', 'TZDAR', -6.83, 39.3, 2, 'DAR'],
    ],
  },
  {
    region: 'Indian Ocean / ME Gulf',
    subRegion: 'Indian Ocean Islands',
    rows: [
      ['Toamasina', 'MGTMM', -18.15, 49.42, 1, 'Tamatave'],
      ['Port Louis', 'MUPLU', -20.15, 57.5, 1],
    ],
  },
];

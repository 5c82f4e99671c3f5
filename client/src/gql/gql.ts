/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation DisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code) {\n      message\n    }\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code)\n  }\n": typeof types.EnableTwoFactorDocument,
    "\n  mutation SetUpTwoFactor {\n    setUpTwoFactor {\n      secret\n      otpauthUrl\n    }\n  }\n": typeof types.SetUpTwoFactorDocument,
    "\n  mutation AddHotel($input: AdminHotelInput!) {\n    addHotel(input: $input) {\n      ...AdminHotelFields\n    }\n  }\n": typeof types.AddHotelDocument,
    "\n  fragment AdminHotelFields on AdminHotel {\n    id\n    name\n    email\n    phoneNumber\n    address\n    city\n    state\n    zipCode\n    country\n    website\n    numberOfRooms\n    isEmailVerified\n    createdAt\n  }\n": typeof types.AdminHotelFieldsFragmentDoc,
    "\n  query AdminHotelPeople($hotelId: Int!) {\n    adminHotelPeople(hotelId: $hotelId) {\n      id\n      name\n      email\n      role\n      active\n      invitationPending\n    }\n  }\n": typeof types.AdminHotelPeopleDocument,
    "\n  query AdminHotels($limit: Int, $offset: Int) {\n    adminHotels(limit: $limit, offset: $offset) {\n      ...AdminHotelFields\n      licence {\n        ...LicenceFields\n      }\n    }\n    adminHotelCount\n  }\n": typeof types.AdminHotelsDocument,
    "\n  query AdminLicences($limit: Int, $offset: Int) {\n    adminLicences(limit: $limit, offset: $offset) {\n      ...LicenceFields\n    }\n    adminLicenceCounts {\n      total\n      active\n    }\n  }\n": typeof types.AdminLicencesDocument,
    "\n  mutation AdminValidateLicence($input: AdminValidateLicenceInput!) {\n    adminValidateLicence(input: $input) {\n      isValid\n      message\n    }\n  }\n": typeof types.AdminValidateLicenceDocument,
    "\n  mutation DeactivateLicence($id: Int!) {\n    deactivateLicence(id: $id) {\n      ...LicenceFields\n    }\n  }\n": typeof types.DeactivateLicenceDocument,
    "\n  mutation DeleteHotel($id: Int!) {\n    deleteHotel(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteHotelDocument,
    "\n  mutation DeleteLicence($id: Int!) {\n    deleteLicence(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteLicenceDocument,
    "\n  mutation GenerateLicence($input: AdminHotelInput!) {\n    generateLicence(input: $input) {\n      ...LicenceFields\n    }\n  }\n": typeof types.GenerateLicenceDocument,
    "\n  mutation ImpersonateHotel($hotelId: Int!) {\n    impersonateHotel(hotelId: $hotelId) {\n      message\n      hotel {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ImpersonateHotelDocument,
    "\n  fragment LicenceFields on Licence {\n    id\n    licenceKey\n    hotelName\n    hotelEmail\n    phoneNumber\n    address\n    city\n    state\n    zipCode\n    country\n    website\n    numberOfRooms\n    isActive\n    createdAt\n  }\n": typeof types.LicenceFieldsFragmentDoc,
    "\n  mutation StopImpersonation {\n    stopImpersonation {\n      message\n    }\n  }\n": typeof types.StopImpersonationDocument,
    "\n  mutation UpdateHotel($input: AdminHotelUpdateInput!) {\n    updateHotel(input: $input) {\n      ...AdminHotelFields\n    }\n  }\n": typeof types.UpdateHotelDocument,
    "\n  query Amenities {\n    amenities {\n      ...AmenityFields\n    }\n  }\n": typeof types.AmenitiesDocument,
    "\n  fragment AmenityFields on Amenity {\n    id\n    version\n    name\n    description\n    category\n    icon\n    isActive\n    sortOrder\n  }\n": typeof types.AmenityFieldsFragmentDoc,
    "\n  mutation CreateAmenity($input: AmenityInput!) {\n    createAmenity(input: $input) {\n      ...AmenityFields\n    }\n  }\n": typeof types.CreateAmenityDocument,
    "\n  mutation DeleteAmenity($id: Int!, $version: Int) {\n    deleteAmenity(id: $id, version: $version) {\n      message\n    }\n  }\n": typeof types.DeleteAmenityDocument,
    "\n  mutation UpdateAmenity($id: Int!, $input: AmenityInput!) {\n    updateAmenity(id: $id, input: $input) {\n      ...AmenityFields\n    }\n  }\n": typeof types.UpdateAmenityDocument,
    "\n  query ActivityLog($entity: String, $userId: Int, $from: String, $to: String, $limit: Int, $offset: Int) {\n    auditLog(entity: $entity, userId: $userId, from: $from, to: $to, limit: $limit, offset: $offset) {\n      total\n      entries {\n        id\n        entity\n        entityId\n        action\n        createdAt\n        person {\n          id\n          name\n          email\n        }\n        impersonatedBy {\n          id\n          name\n          email\n        }\n        changes\n      }\n    }\n  }\n": typeof types.ActivityLogDocument,
    "\n  query ActivityPeople {\n    people {\n      id\n      name\n      active\n    }\n  }\n": typeof types.ActivityPeopleDocument,
    "\n  query BookingHistory($bookingId: Int!) {\n    bookingHistory(bookingId: $bookingId) {\n      id\n      action\n      createdAt\n      actor {\n        id\n        name\n        email\n      }\n      impersonatedBy {\n        id\n        name\n        email\n      }\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n": typeof types.BookingHistoryDocument,
    "\n  query HistoryTimezone {\n    settings {\n      key\n      value\n    }\n  }\n": typeof types.HistoryTimezoneDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Me {\n    me {\n      ...SessionAccountFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  query PasswordLink($token: String!) {\n    passwordLink(token: $token) {\n      invitation\n      hotelName\n    }\n  }\n": typeof types.PasswordLinkDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      name\n      email\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      message\n    }\n  }\n": typeof types.ResendVerificationDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment SessionAccountFields on SessionAccount {\n    id\n    name\n    email\n    phoneNumber\n    address\n    city\n    state\n    zipCode\n    country\n    website\n    numberOfRooms\n    isEmailVerified\n    isAdmin\n    isImpersonating\n    user {\n      id\n      name\n      email\n      role\n      twoFactorEnabled\n      twoFactorRequired\n    }\n  }\n": typeof types.SessionAccountFieldsFragmentDoc,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n      hotelName\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation VerifyLogin($code: String!) {\n    verifyLogin(code: $code) {\n      id\n    }\n  }\n": typeof types.VerifyLoginDocument,
    "\n  query BookingDynamicRate($roomTypeId: Int!, $checkInDate: String!) {\n    dynamicRate(roomTypeId: $roomTypeId, checkInDate: $checkInDate) {\n      dailyRate\n      weeklyRate\n      monthlyRate\n      rateType\n      ratePeriodName\n    }\n  }\n": typeof types.BookingDynamicRateDocument,
    "\n  fragment BookingFields on Booking {\n    id\n    roomId\n    room {\n      id\n      roomNumber\n      roomTypeName\n    }\n    guest\n    guestId\n    checkInDate\n    rateType\n    nights\n    checkOutDate\n    dailyWeeklyAmount\n    monthlyAmount\n    subtotal\n    taxAmount\n    resortFee\n    grandTotal\n    extras\n    paidAmount\n    balance\n    paymentMethod\n    status\n    stayStatus\n    source\n    longStayAgreement\n    autoRenew\n    renewalError\n    version\n  }\n": typeof types.BookingFieldsFragmentDoc,
    "\n  query BookingGuestSearch($text: String!, $limit: Int) {\n    guestSearch(text: $text, limit: $limit) {\n      id\n      firstName\n      lastName\n      email\n      vip\n    }\n  }\n": typeof types.BookingGuestSearchDocument,
    "\n  query BookingGuestsExist {\n    guests(limit: 1) {\n      id\n    }\n  }\n": typeof types.BookingGuestsExistDocument,
    "\n  query BookingHotelTaxes {\n    hotelTaxes {\n      tax1Name\n      tax2Name\n      tax1Label\n      tax2Label\n      tax1 {\n        name\n        isPercentage\n        rate\n        flatAmount\n        applyTo\n        longStay {\n          nights\n          mode\n          agreementExempts\n          earlyDepartureDue\n        }\n      }\n      tax2 {\n        name\n        isPercentage\n        rate\n        flatAmount\n        applyTo\n        longStay {\n          nights\n          mode\n          agreementExempts\n          earlyDepartureDue\n        }\n      }\n      scheduled {\n        effectiveFrom\n        tax1Name\n        tax2Name\n        tax1 {\n          name\n          isPercentage\n          rate\n          flatAmount\n          applyTo\n          longStay {\n            nights\n            mode\n            agreementExempts\n            earlyDepartureDue\n          }\n        }\n        tax2 {\n          name\n          isPercentage\n          rate\n          flatAmount\n          applyTo\n          longStay {\n            nights\n            mode\n            agreementExempts\n            earlyDepartureDue\n          }\n        }\n      }\n    }\n  }\n": typeof types.BookingHotelTaxesDocument,
    "\n  query Booking($id: Int!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n": typeof types.BookingDocument,
    "\n  query BookingRateNote($roomTypeId: Int!, $checkInDate: String!, $rateType: String, $nights: Int) {\n    dynamicRate(roomTypeId: $roomTypeId, checkInDate: $checkInDate, rateType: $rateType, nights: $nights) {\n      note\n    }\n  }\n": typeof types.BookingRateNoteDocument,
    "\n  query BookingRooms {\n    rooms {\n      id\n      roomNumber\n      roomTypeId\n      roomType {\n        id\n        name\n        dailyRate\n        weeklyRate\n        monthlyRate\n      }\n    }\n  }\n": typeof types.BookingRoomsDocument,
    "\n  query BookingSettings {\n    settings {\n      key\n      value\n    }\n  }\n": typeof types.BookingSettingsDocument,
    "\n  query Bookings(\n    $first: Int\n    $after: String\n    $offset: Int\n    $search: String\n    $from: String\n    $to: String\n    $rateType: String\n    $status: String\n    $stayStatus: String\n    $source: String\n    $sort: String\n  ) {\n    bookings(\n      first: $first\n      after: $after\n      offset: $offset\n      search: $search\n      from: $from\n      to: $to\n      rateType: $rateType\n      status: $status\n      stayStatus: $stayStatus\n      source: $source\n      sort: $sort\n    ) {\n      nodes {\n        ...BookingFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.BookingsDocument,
    "\n  mutation CancelListedBooking($id: Int!, $version: Int, $reason: String) {\n    cancelBooking(id: $id, version: $version, reason: $reason) {\n      ...BookingFields\n    }\n  }\n": typeof types.CancelListedBookingDocument,
    "\n  mutation CreateBooking($input: BookingInput!) {\n    createBooking(input: $input) {\n      ...BookingFields\n    }\n  }\n": typeof types.CreateBookingDocument,
    "\n  mutation DeleteBooking($id: Int!, $version: Int) {\n    deleteBooking(id: $id, version: $version)\n  }\n": typeof types.DeleteBookingDocument,
    "\n  mutation ReinstateListedBooking($id: Int!, $version: Int) {\n    reinstateBooking(id: $id, version: $version) {\n      ...BookingFields\n    }\n  }\n": typeof types.ReinstateListedBookingDocument,
    "\n  query RoomAvailability($checkInDate: String!, $nights: Int!, $exceptBookingId: Int) {\n    roomAvailability(checkInDate: $checkInDate, nights: $nights, exceptBookingId: $exceptBookingId) {\n      roomId\n      guestName\n      blockReason\n      startDate\n      endDate\n    }\n  }\n": typeof types.RoomAvailabilityDocument,
    "\n  mutation SaveBookingBatch($bookings: [BookingBatchItemInput!]!) {\n    saveBookingBatch(bookings: $bookings) {\n      ...BookingFields\n    }\n  }\n": typeof types.SaveBookingBatchDocument,
    "\n  mutation SendBookingConfirmation($id: Int!) {\n    sendBookingConfirmation(id: $id) {\n      message\n    }\n  }\n": typeof types.SendBookingConfirmationDocument,
    "\n  mutation UndoListedCheckIn($id: Int!, $version: Int) {\n    undoCheckIn(id: $id, version: $version) {\n      ...BookingFields\n    }\n  }\n": typeof types.UndoListedCheckInDocument,
    "\n  mutation UpdateBooking($id: Int!, $input: BookingInput!) {\n    updateBooking(id: $id, input: $input) {\n      ...BookingFields\n    }\n  }\n": typeof types.UpdateBookingDocument,
    "\n  mutation AddCalendarFeed($roomId: Int!, $input: CalendarFeedInput!) {\n    addCalendarFeed(roomId: $roomId, input: $input) {\n      ...CalendarFeedFields\n    }\n  }\n": typeof types.AddCalendarFeedDocument,
    "\n  query CalendarConflicts {\n    calendarConflicts {\n      message\n      blockId\n      bookingId\n      roomNumber\n      guestName\n    }\n  }\n": typeof types.CalendarConflictsDocument,
    "\n  fragment CalendarFeedFields on CalendarFeed {\n    id\n    roomId\n    name\n    url\n    events\n    lastSyncedAt\n    failingSince\n    lastError\n  }\n": typeof types.CalendarFeedFieldsFragmentDoc,
    "\n  query CalendarFeeds($roomId: Int!) {\n    calendarFeeds(roomId: $roomId) {\n      ...CalendarFeedFields\n    }\n  }\n": typeof types.CalendarFeedsDocument,
    "\n  query CalendarTimezone {\n    settings {\n      key\n      value\n    }\n  }\n": typeof types.CalendarTimezoneDocument,
    "\n  mutation DeleteCalendarFeed($roomId: Int!, $feedId: Int!) {\n    deleteCalendarFeed(roomId: $roomId, feedId: $feedId) {\n      message\n    }\n  }\n": typeof types.DeleteCalendarFeedDocument,
    "\n  mutation DismissCalendarConflict($blockId: Int!, $bookingId: Int!) {\n    dismissCalendarConflict(blockId: $blockId, bookingId: $bookingId) {\n      message\n    }\n  }\n": typeof types.DismissCalendarConflictDocument,
    "\n  query RoomCalendarUrl($roomId: Int!) {\n    roomCalendarUrl(roomId: $roomId) {\n      url\n    }\n  }\n": typeof types.RoomCalendarUrlDocument,
    "\n  mutation RotateRoomCalendarUrl($roomId: Int!) {\n    rotateRoomCalendarUrl(roomId: $roomId) {\n      url\n    }\n  }\n": typeof types.RotateRoomCalendarUrlDocument,
    "\n  mutation SyncCalendarFeed($roomId: Int!, $feedId: Int!) {\n    syncCalendarFeed(roomId: $roomId, feedId: $feedId) {\n      events\n      added\n      changed\n      removed\n      conflicts\n      lastSyncedAt\n      error\n    }\n  }\n": typeof types.SyncCalendarFeedDocument,
    "\n  query AvailabilityBoardOpening($days: Int!, $limit: Int!) {\n    availabilityBoardOpening(days: $days, limit: $limit) {\n      from\n      to\n      totals {\n        rooms\n        bookedNights\n      }\n      rooms {\n        ...BoardRoomFields\n      }\n    }\n  }\n": typeof types.AvailabilityBoardOpeningDocument,
    "\n  query AvailabilityBoard($from: String!, $to: String!, $offset: Int!, $limit: Int!, $withTotals: Boolean!) {\n    availabilityBoardTotals(from: $from, to: $to) @include(if: $withTotals) {\n      rooms\n      bookedNights\n    }\n    availabilityBoard(from: $from, to: $to, offset: $offset, limit: $limit) {\n      ...BoardRoomFields\n    }\n  }\n": typeof types.AvailabilityBoardDocument,
    "\n  fragment BoardRoomFields on BoardRoom {\n    id\n    roomNumber\n    roomTypeName\n    housekeepingStatus\n    stays {\n      id\n      guest\n      checkInDate\n      checkOutDate\n      nights\n      paymentStatus\n      balance\n      stayStatus\n      version\n    }\n    blocks {\n      id\n      startDate\n      endDate\n      reason\n    }\n  }\n": typeof types.BoardRoomFieldsFragmentDoc,
    "\n  query Dashboard {\n    dashboard {\n      totalRooms\n      totalBookings\n      monthlyRevenue\n      revenueLabel\n      averageStay\n      occupancyRate\n      pendingPayments\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query DashboardSettings {\n    settings {\n      key\n      value\n    }\n  }\n": typeof types.DashboardSettingsDocument,
    "\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) {\n      ...EmployeeFields\n    }\n  }\n": typeof types.CreateEmployeeDocument,
    "\n  mutation DeactivatePerson($id: Int!) {\n    deactivatePerson(id: $id) {\n      message\n    }\n  }\n": typeof types.DeactivatePersonDocument,
    "\n  mutation DeleteEmployee($id: Int!, $version: Int) {\n    deleteEmployee(id: $id, version: $version) {\n      message\n    }\n  }\n": typeof types.DeleteEmployeeDocument,
    "\n  fragment EmployeeFields on Employee {\n    id\n    version\n    firstName\n    lastName\n    role\n    email\n    phone\n    hireDate\n    hourlyRate\n    isActive\n    notes\n  }\n": typeof types.EmployeeFieldsFragmentDoc,
    "\n  query Employees {\n    employees {\n      ...EmployeeFields\n    }\n  }\n": typeof types.EmployeesDocument,
    "\n  mutation InvitePerson($input: PersonInviteInput!) {\n    invitePerson(input: $input) {\n      ...PersonFields\n    }\n  }\n": typeof types.InvitePersonDocument,
    "\n  query People {\n    people {\n      ...PersonFields\n    }\n  }\n": typeof types.PeopleDocument,
    "\n  fragment PersonFields on Person {\n    id\n    name\n    email\n    role\n    active\n    invitationPending\n    employeeId\n  }\n": typeof types.PersonFieldsFragmentDoc,
    "\n  mutation UpdateEmployee($id: Int!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeFields\n    }\n  }\n": typeof types.UpdateEmployeeDocument,
    "\n  mutation UpdatePerson($id: Int!, $input: PersonUpdateInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...PersonFields\n    }\n  }\n": typeof types.UpdatePersonDocument,
    "\n  mutation AddFolioCharge($bookingId: Int!, $input: FolioChargeInput!) {\n    addFolioCharge(bookingId: $bookingId, input: $input) {\n      ...FolioFields\n    }\n  }\n": typeof types.AddFolioChargeDocument,
    "\n  mutation AddFolioPayment($bookingId: Int!, $input: FolioPaymentInput!) {\n    addFolioPayment(bookingId: $bookingId, input: $input) {\n      ...FolioFields\n    }\n  }\n": typeof types.AddFolioPaymentDocument,
    "\n  fragment FolioFields on Folio {\n    bookingId\n    charges {\n      id\n      date\n      description\n      kind\n      amount\n      voided\n      voidedAt\n      voidedBy\n      closed\n    }\n    payments {\n      id\n      date\n      method\n      amount\n      reference\n      voided\n      voidedAt\n      voidedBy\n      closed\n    }\n    adjustments {\n      id\n      date\n      kind\n      amount\n      reason\n      closed\n    }\n    nights {\n      date\n      nightNumber\n      closed\n      posted\n      roomNumber\n      room\n      tax1\n      tax2\n    }\n    totalCharges\n    totalPayments\n    balance\n    pricingNote\n    booking {\n      ...BookingFields\n    }\n  }\n": typeof types.FolioFieldsFragmentDoc,
    "\n  query Folio($bookingId: Int!) {\n    folio(bookingId: $bookingId) {\n      ...FolioFields\n    }\n  }\n": typeof types.FolioDocument,
    "\n  mutation VoidFolioCharge($bookingId: Int!, $chargeId: Int!) {\n    voidFolioCharge(bookingId: $bookingId, chargeId: $chargeId) {\n      ...FolioFields\n    }\n  }\n": typeof types.VoidFolioChargeDocument,
    "\n  mutation VoidFolioPayment($bookingId: Int!, $paymentId: Int!) {\n    voidFolioPayment(bookingId: $bookingId, paymentId: $paymentId) {\n      ...FolioFields\n    }\n  }\n": typeof types.VoidFolioPaymentDocument,
    "\n  mutation CancelBooking($id: Int!, $version: Int, $reason: String) {\n    cancelBooking(id: $id, version: $version, reason: $reason) {\n      ...FrontDeskStay\n    }\n  }\n": typeof types.CancelBookingDocument,
    "\n  mutation CheckInBooking($id: Int!, $version: Int) {\n    checkInBooking(id: $id, version: $version) {\n      ...FrontDeskStay\n    }\n  }\n": typeof types.CheckInBookingDocument,
    "\n  mutation CheckOutBooking($id: Int!, $version: Int, $force: Boolean) {\n    checkOutBooking(id: $id, version: $version, force: $force) {\n      ...FrontDeskStay\n    }\n  }\n": typeof types.CheckOutBookingDocument,
    "\n  mutation ExtendBooking($id: Int!, $periods: Int!, $nights: Int) {\n    extendBooking(id: $id, periods: $periods, nights: $nights) {\n      id\n      checkInDate\n      checkOutDate\n    }\n  }\n": typeof types.ExtendBookingDocument,
    "\n  query FrontDesk($date: String) {\n    frontDesk(date: $date) {\n      date\n      arrivals {\n        ...FrontDeskStay\n      }\n      departures {\n        ...FrontDeskStay\n      }\n      inHouse {\n        ...FrontDeskStay\n      }\n      cancelledOrNoShow {\n        ...FrontDeskStay\n      }\n    }\n  }\n": typeof types.FrontDeskDocument,
    "\n  fragment FrontDeskStay on Booking {\n    id\n    room {\n      id\n      roomNumber\n    }\n    guest\n    checkInDate\n    checkOutDate\n    nights\n    rateType\n    grandTotal\n    balance\n    paymentMethod\n    stayStatus\n    autoRenew\n    renewalError\n    version\n  }\n": typeof types.FrontDeskStayFragmentDoc,
    "\n  mutation MarkBookingNoShow($id: Int!, $version: Int) {\n    markBookingNoShow(id: $id, version: $version) {\n      ...FrontDeskStay\n    }\n  }\n": typeof types.MarkBookingNoShowDocument,
    "\n  mutation ReinstateBooking($id: Int!, $version: Int) {\n    reinstateBooking(id: $id, version: $version) {\n      ...FrontDeskStay\n    }\n  }\n": typeof types.ReinstateBookingDocument,
    "\n  query Residents {\n    residents {\n      guest {\n        id\n        name\n      }\n      bookingId\n      roomNumber\n      since\n      nights\n      night\n      nextRenewal\n      exemptTaxes\n      balance\n    }\n  }\n": typeof types.ResidentsDocument,
    "\n  mutation UndoCheckIn($id: Int!, $version: Int) {\n    undoCheckIn(id: $id, version: $version) {\n      ...FrontDeskStay\n    }\n  }\n": typeof types.UndoCheckInDocument,
    "\n  mutation CreateGuest($input: GuestInput!) {\n    createGuest(input: $input) {\n      ...GuestFields\n    }\n  }\n": typeof types.CreateGuestDocument,
    "\n  mutation DeleteGuest($id: Int!, $version: Int) {\n    deleteGuest(id: $id, version: $version)\n  }\n": typeof types.DeleteGuestDocument,
    "\n  fragment GuestFields on Guest {\n    id\n    version\n    firstName\n    lastName\n    email\n    phone\n    address\n    city\n    state\n    zipCode\n    country\n    idType\n    idNumber\n    notes\n    vip\n    createdAt\n  }\n": typeof types.GuestFieldsFragmentDoc,
    "\n  query GuestSearch($text: String!, $limit: Int) {\n    guestSearch(text: $text, limit: $limit) {\n      ...GuestFields\n    }\n  }\n": typeof types.GuestSearchDocument,
    "\n  query GuestStats {\n    guestStats {\n      totalGuests\n      vipGuests\n      withEmail\n      withPhone\n    }\n  }\n": typeof types.GuestStatsDocument,
    "\n  query Guests($limit: Int, $offset: Int) {\n    guests(limit: $limit, offset: $offset) {\n      ...GuestFields\n    }\n  }\n": typeof types.GuestsDocument,
    "\n  mutation UpdateGuest($id: Int!, $input: GuestInput!) {\n    updateGuest(id: $id, input: $input) {\n      ...GuestFields\n    }\n  }\n": typeof types.UpdateGuestDocument,
    "\n  mutation CreateRoomBlock($input: RoomBlockInput!) {\n    createRoomBlock(input: $input) {\n      id\n      roomId\n      roomNumber\n      startDate\n      endDate\n      nights\n      reason\n    }\n  }\n": typeof types.CreateRoomBlockDocument,
    "\n  mutation DeleteRoomBlock($id: Int!) {\n    deleteRoomBlock(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteRoomBlockDocument,
    "\n  query Housekeeping {\n    housekeeping {\n      roomId\n      roomNumber\n      roomTypeName\n      version\n      housekeepingStatus\n      housekeepingNote\n      departsToday\n      arrivesToday\n      occupied\n    }\n  }\n": typeof types.HousekeepingDocument,
    "\n  query RoomBlocks($from: String, $to: String) {\n    roomBlocks(from: $from, to: $to) {\n      id\n      roomId\n      roomNumber\n      startDate\n      endDate\n      nights\n      reason\n      kind\n    }\n  }\n": typeof types.RoomBlocksDocument,
    "\n  mutation UpdateHousekeeping($roomId: Int!, $input: HousekeepingInput!) {\n    updateHousekeeping(roomId: $roomId, input: $input) {\n      id\n      version\n      housekeepingStatus\n      housekeepingNote\n    }\n  }\n": typeof types.UpdateHousekeepingDocument,
    "\n  query LicenceHotelSettings {\n    settings {\n      key\n      value\n    }\n  }\n": typeof types.LicenceHotelSettingsDocument,
    "\n  query Licence {\n    licence {\n      ...LicenceStatusFields\n    }\n  }\n": typeof types.LicenceDocument,
    "\n  fragment LicenceStatusFields on LicenceStatus {\n    label\n    licensed\n    expired\n    daysLeft\n    transactionsLeft\n    expiredReason\n    licenceKey\n    installationDate\n    expirationDate\n    transactionCount\n    transactionLimit\n  }\n": typeof types.LicenceStatusFieldsFragmentDoc,
    "\n  mutation ValidateLicence($input: ValidateLicenceInput!) {\n    validateLicence(input: $input) {\n      isValid\n      message\n    }\n  }\n": typeof types.ValidateLicenceDocument,
    "\n  query AuditStay($id: Int!) {\n    booking(id: $id) {\n      ...FrontDeskStay\n    }\n  }\n": typeof types.AuditStayDocument,
    "\n  mutation CloseDay($date: String!) {\n    closeDay(date: $date) {\n      date\n      closed\n    }\n  }\n": typeof types.CloseDayDocument,
    "\n  query ClosedDayReport($date: String!) {\n    dailyReport(date: $date) {\n      ...DailyReportFigures\n      closed\n      closedAt\n      closedBy\n    }\n  }\n": typeof types.ClosedDayReportDocument,
    "\n  query NightAudit {\n    nightAudit {\n      businessDate\n      lastClosedDate\n      today\n      problems {\n        kind\n        bookingId\n        message\n      }\n    }\n  }\n": typeof types.NightAuditDocument,
    "\n  query OnlineBookingSettings {\n    onlineBookingSettings {\n      enabled\n      slug\n      minNights\n      maxDaysAhead\n      cancellationDays\n      description\n      roomTypeIds\n    }\n  }\n": typeof types.OnlineBookingSettingsDocument,
    "\n  mutation UpdateOnlineBookingSettings($input: OnlineBookingSettingsInput!) {\n    updateOnlineBookingSettings(input: $input) {\n      enabled\n      slug\n      minNights\n      maxDaysAhead\n      cancellationDays\n      description\n      roomTypeIds\n    }\n  }\n": typeof types.UpdateOnlineBookingSettingsDocument,
    "\n  mutation ClearOperationalData {\n    clearOperationalData {\n      message\n      backup\n    }\n  }\n": typeof types.ClearOperationalDataDocument,
    "\n  mutation CreateRatePeriod($input: RatePeriodInput!) {\n    createRatePeriod(input: $input) {\n      ...RatePeriodFields\n    }\n  }\n": typeof types.CreateRatePeriodDocument,
    "\n  mutation DeleteRatePeriod($id: Int!, $version: Int) {\n    deleteRatePeriod(id: $id, version: $version) {\n      message\n    }\n  }\n": typeof types.DeleteRatePeriodDocument,
    "\n  fragment RatePeriodFields on RatePeriod {\n    id\n    version\n    roomTypeId\n    roomTypeName\n    name\n    rateType\n    priority\n    dailyRate\n    weeklyRate\n    monthlyRate\n    daysOfWeek\n    startDate\n    endDate\n    specificDates\n    description\n    isActive\n  }\n": typeof types.RatePeriodFieldsFragmentDoc,
    "\n  query RatePeriodRoomTypes {\n    roomTypes {\n      id\n      name\n      dailyRate\n      weeklyRate\n      monthlyRate\n    }\n  }\n": typeof types.RatePeriodRoomTypesDocument,
    "\n  query RatePeriods {\n    ratePeriods {\n      ...RatePeriodFields\n    }\n  }\n": typeof types.RatePeriodsDocument,
    "\n  mutation UpdateRatePeriod($id: Int!, $input: RatePeriodInput!) {\n    updateRatePeriod(id: $id, input: $input) {\n      ...RatePeriodFields\n    }\n  }\n": typeof types.UpdateRatePeriodDocument,
    "\n  fragment DailyReportFigures on DailyReport {\n    date\n    arrivals\n    departures\n    inHouse\n    occupancyRate\n    roomRevenue\n    taxes\n    extras\n    paymentsByMethod {\n      method\n      amount\n    }\n    totalPayments\n  }\n": typeof types.DailyReportFiguresFragmentDoc,
    "\n  fragment DailyReportStay on DailyReportStay {\n    bookingId\n    guest\n    roomNumber\n    checkInDate\n    checkOutDate\n    balance\n  }\n": typeof types.DailyReportStayFragmentDoc,
    "\n  query DailyReport($date: String!) {\n    dailyReport(date: $date) {\n      ...DailyReportFigures\n      arrivalStays {\n        ...DailyReportStay\n      }\n      departureStays {\n        ...DailyReportStay\n      }\n      inHouseStays {\n        ...DailyReportStay\n      }\n    }\n  }\n": typeof types.DailyReportDocument,
    "\n  query FinancialReport($year: Int!) {\n    monthlyReport(year: $year) {\n      year\n      tax1Name\n      tax2Name\n      months {\n        month\n        taxable\n        nonTaxable\n        subtotal\n        tax1\n        tax2\n        grandTotal\n      }\n      totalTaxable\n      totalNonTaxable\n      totalSubtotal\n      totalTax1\n      totalTax2\n      totalGrandTotal\n      totalExtras\n      totalWithExtras\n    }\n    quarterlyReport(year: $year) {\n      year\n      quarters {\n        quarter\n        taxable\n        nonTaxable\n        subtotal\n        tax1\n        tax2\n        grandTotal\n      }\n      totalGrandTotal\n    }\n  }\n": typeof types.FinancialReportDocument,
    "\n  query ReportSettings {\n    settings {\n      key\n      value\n    }\n  }\n": typeof types.ReportSettingsDocument,
    "\n  query Statistics($from: String!, $to: String!, $groupBy: String) {\n    statistics(from: $from, to: $to, groupBy: $groupBy) {\n      rows {\n        period\n        roomsAvailable\n        roomsSold\n        outOfOrder\n        occupancy\n        adr\n        revpar\n        roomRevenue\n        tax1\n        tax2\n        extras\n        closed\n      }\n      totals {\n        roomsAvailable\n        roomsSold\n        outOfOrder\n        occupancy\n        adr\n        revpar\n        roomRevenue\n        tax1\n        tax2\n        extras\n        closed\n      }\n      channelMix {\n        source\n        roomNights\n        roomNightsShare\n        roomRevenue\n        roomRevenueShare\n      }\n    }\n  }\n": typeof types.StatisticsDocument,
    "\n  query TaxReport($month: String!) {\n    taxReport(month: $month) {\n      month\n      byTax {\n        taxRateId\n        name\n        roomRevenue\n        taxableRevenue\n        exemptRevenue {\n          monthlyRate\n          longStay\n          agreement\n        }\n        taxCharged\n        refunds\n        due\n      }\n      exemptStays {\n        bookingId\n        guest\n        room\n        nights\n        exemptRevenue\n        reason\n      }\n    }\n  }\n": typeof types.TaxReportDocument,
    "\n  mutation BulkCreateRooms($input: BulkRoomsInput!) {\n    bulkCreateRooms(input: $input) {\n      ...RoomFields\n    }\n  }\n": typeof types.BulkCreateRoomsDocument,
    "\n  mutation CreateRoom($input: RoomInput!) {\n    createRoom(input: $input) {\n      ...RoomFields\n    }\n  }\n": typeof types.CreateRoomDocument,
    "\n  mutation CreateRoomType($input: RoomTypeInput!) {\n    createRoomType(input: $input) {\n      ...RoomTypeFields\n    }\n  }\n": typeof types.CreateRoomTypeDocument,
    "\n  mutation DeleteRoom($id: Int!, $version: Int) {\n    deleteRoom(id: $id, version: $version) {\n      message\n    }\n  }\n": typeof types.DeleteRoomDocument,
    "\n  mutation DeleteRoomType($id: Int!, $version: Int) {\n    deleteRoomType(id: $id, version: $version) {\n      message\n    }\n  }\n": typeof types.DeleteRoomTypeDocument,
    "\n  fragment RoomFields on Room {\n    id\n    version\n    roomNumber\n    roomTypeId\n    roomType {\n      ...RoomTypeFields\n    }\n  }\n": typeof types.RoomFieldsFragmentDoc,
    "\n  fragment RoomTypeFields on RoomType {\n    id\n    version\n    name\n    dailyRate\n    weeklyRate\n    monthlyRate\n    scheduled {\n      effectiveFrom\n      dailyRate\n      weeklyRate\n      monthlyRate\n    }\n  }\n": typeof types.RoomTypeFieldsFragmentDoc,
    "\n  query RoomTypes {\n    roomTypes {\n      ...RoomTypeFields\n    }\n  }\n": typeof types.RoomTypesDocument,
    "\n  query Rooms {\n    rooms {\n      ...RoomFields\n    }\n  }\n": typeof types.RoomsDocument,
    "\n  mutation UpdateRoom($id: Int!, $input: RoomInput!) {\n    updateRoom(id: $id, input: $input) {\n      ...RoomFields\n    }\n  }\n": typeof types.UpdateRoomDocument,
    "\n  mutation UpdateRoomType($id: Int!, $input: RoomTypeInput!) {\n    updateRoomType(id: $id, input: $input) {\n      ...RoomTypeFields\n    }\n  }\n": typeof types.UpdateRoomTypeDocument,
    "\n  mutation WithdrawScheduledRoomTypeRates($id: Int!, $effectiveFrom: String!, $version: Int) {\n    withdrawScheduledRoomTypeRates(id: $id, effectiveFrom: $effectiveFrom, version: $version) {\n      ...RoomTypeFields\n    }\n  }\n": typeof types.WithdrawScheduledRoomTypeRatesDocument,
    "\n  query HotelSettings {\n    settings {\n      key\n      value\n    }\n  }\n": typeof types.HotelSettingsDocument,
    "\n  query SettingsTaxRates {\n    taxRates {\n      id\n      isActive\n    }\n  }\n": typeof types.SettingsTaxRatesDocument,
    "\n  mutation UpdateSettings($input: [SettingInput!]!) {\n    updateSettings(input: $input) {\n      key\n      value\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  mutation CompleteSetup {\n    updateSettings(input: [{ key: \"setup_completed\", value: \"1\" }]) {\n      key\n      value\n    }\n  }\n": typeof types.CompleteSetupDocument,
    "\n  query SetupCompleted {\n    settings {\n      key\n      value\n    }\n  }\n": typeof types.SetupCompletedDocument,
    "\n  query SetupRoomTypes {\n    roomTypes {\n      id\n      name\n    }\n    rooms {\n      id\n      roomNumber\n    }\n  }\n": typeof types.SetupRoomTypesDocument,
    "\n  mutation CreateTaxRate($input: TaxRateInput!) {\n    createTaxRate(input: $input) {\n      ...TaxRateFields\n    }\n  }\n": typeof types.CreateTaxRateDocument,
    "\n  mutation DeleteTaxRate($id: Int!, $version: Int) {\n    deleteTaxRate(id: $id, version: $version) {\n      message\n    }\n  }\n": typeof types.DeleteTaxRateDocument,
    "\n  fragment TaxRateFields on TaxRate {\n    id\n    version\n    name\n    rate\n    isPercentage\n    flatAmount\n    applyTo\n    isActive\n    sortOrder\n    longStay {\n      nights\n      mode\n      agreementExempts\n      earlyDepartureDue\n    }\n    scheduled {\n      effectiveFrom\n      name\n      rate\n      isPercentage\n      flatAmount\n      applyTo\n      isActive\n      sortOrder\n      longStay {\n        nights\n        mode\n        agreementExempts\n        earlyDepartureDue\n      }\n    }\n  }\n": typeof types.TaxRateFieldsFragmentDoc,
    "\n  query TaxRates {\n    taxRates {\n      ...TaxRateFields\n    }\n  }\n": typeof types.TaxRatesDocument,
    "\n  mutation UpdateTaxRate($id: Int!, $input: TaxRateInput!) {\n    updateTaxRate(id: $id, input: $input) {\n      ...TaxRateFields\n    }\n  }\n": typeof types.UpdateTaxRateDocument,
    "\n  mutation WithdrawScheduledTaxRate($id: Int!, $effectiveFrom: String!, $version: Int) {\n    withdrawScheduledTaxRate(id: $id, effectiveFrom: $effectiveFrom, version: $version) {\n      ...TaxRateFields\n    }\n  }\n": typeof types.WithdrawScheduledTaxRateDocument,
};
const documents: Documents = {
    "\n  mutation DisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code) {\n      message\n    }\n  }\n": types.DisableTwoFactorDocument,
    "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code)\n  }\n": types.EnableTwoFactorDocument,
    "\n  mutation SetUpTwoFactor {\n    setUpTwoFactor {\n      secret\n      otpauthUrl\n    }\n  }\n": types.SetUpTwoFactorDocument,
    "\n  mutation AddHotel($input: AdminHotelInput!) {\n    addHotel(input: $input) {\n      ...AdminHotelFields\n    }\n  }\n": types.AddHotelDocument,
    "\n  fragment AdminHotelFields on AdminHotel {\n    id\n    name\n    email\n    phoneNumber\n    address\n    city\n    state\n    zipCode\n    country\n    website\n    numberOfRooms\n    isEmailVerified\n    createdAt\n  }\n": types.AdminHotelFieldsFragmentDoc,
    "\n  query AdminHotelPeople($hotelId: Int!) {\n    adminHotelPeople(hotelId: $hotelId) {\n      id\n      name\n      email\n      role\n      active\n      invitationPending\n    }\n  }\n": types.AdminHotelPeopleDocument,
    "\n  query AdminHotels($limit: Int, $offset: Int) {\n    adminHotels(limit: $limit, offset: $offset) {\n      ...AdminHotelFields\n      licence {\n        ...LicenceFields\n      }\n    }\n    adminHotelCount\n  }\n": types.AdminHotelsDocument,
    "\n  query AdminLicences($limit: Int, $offset: Int) {\n    adminLicences(limit: $limit, offset: $offset) {\n      ...LicenceFields\n    }\n    adminLicenceCounts {\n      total\n      active\n    }\n  }\n": types.AdminLicencesDocument,
    "\n  mutation AdminValidateLicence($input: AdminValidateLicenceInput!) {\n    adminValidateLicence(input: $input) {\n      isValid\n      message\n    }\n  }\n": types.AdminValidateLicenceDocument,
    "\n  mutation DeactivateLicence($id: Int!) {\n    deactivateLicence(id: $id) {\n      ...LicenceFields\n    }\n  }\n": types.DeactivateLicenceDocument,
    "\n  mutation DeleteHotel($id: Int!) {\n    deleteHotel(id: $id) {\n      message\n    }\n  }\n": types.DeleteHotelDocument,
    "\n  mutation DeleteLicence($id: Int!) {\n    deleteLicence(id: $id) {\n      message\n    }\n  }\n": types.DeleteLicenceDocument,
    "\n  mutation GenerateLicence($input: AdminHotelInput!) {\n    generateLicence(input: $input) {\n      ...LicenceFields\n    }\n  }\n": types.GenerateLicenceDocument,
    "\n  mutation ImpersonateHotel($hotelId: Int!) {\n    impersonateHotel(hotelId: $hotelId) {\n      message\n      hotel {\n        id\n        name\n      }\n    }\n  }\n": types.ImpersonateHotelDocument,
    "\n  fragment LicenceFields on Licence {\n    id\n    licenceKey\n    hotelName\n    hotelEmail\n    phoneNumber\n    address\n    city\n    state\n    zipCode\n    country\n    website\n    numberOfRooms\n    isActive\n    createdAt\n  }\n": types.LicenceFieldsFragmentDoc,
    "\n  mutation StopImpersonation {\n    stopImpersonation {\n      message\n    }\n  }\n": types.StopImpersonationDocument,
    "\n  mutation UpdateHotel($input: AdminHotelUpdateInput!) {\n    updateHotel(input: $input) {\n      ...AdminHotelFields\n    }\n  }\n": types.UpdateHotelDocument,
    "\n  query Amenities {\n    amenities {\n      ...AmenityFields\n    }\n  }\n": types.AmenitiesDocument,
    "\n  fragment AmenityFields on Amenity {\n    id\n    version\n    name\n    description\n    category\n    icon\n    isActive\n    sortOrder\n  }\n": types.AmenityFieldsFragmentDoc,
    "\n  mutation CreateAmenity($input: AmenityInput!) {\n    createAmenity(input: $input) {\n      ...AmenityFields\n    }\n  }\n": types.CreateAmenityDocument,
    "\n  mutation DeleteAmenity($id: Int!, $version: Int) {\n    deleteAmenity(id: $id, version: $version) {\n      message\n    }\n  }\n": types.DeleteAmenityDocument,
    "\n  mutation UpdateAmenity($id: Int!, $input: AmenityInput!) {\n    updateAmenity(id: $id, input: $input) {\n      ...AmenityFields\n    }\n  }\n": types.UpdateAmenityDocument,
    "\n  query ActivityLog($entity: String, $userId: Int, $from: String, $to: String, $limit: Int, $offset: Int) {\n    auditLog(entity: $entity, userId: $userId, from: $from, to: $to, limit: $limit, offset: $offset) {\n      total\n      entries {\n        id\n        entity\n        entityId\n        action\n        createdAt\n        person {\n          id\n          name\n          email\n        }\n        impersonatedBy {\n          id\n          name\n          email\n        }\n        changes\n      }\n    }\n  }\n": types.ActivityLogDocument,
    "\n  query ActivityPeople {\n    people {\n      id\n      name\n      active\n    }\n  }\n": types.ActivityPeopleDocument,
    "\n  query BookingHistory($bookingId: Int!) {\n    bookingHistory(bookingId: $bookingId) {\n      id\n      action\n      createdAt\n      actor {\n        id\n        name\n        email\n      }\n      impersonatedBy {\n        id\n        name\n        email\n      }\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n": types.BookingHistoryDocument,
    "\n  query HistoryTimezone {\n    settings {\n      key\n      value\n    }\n  }\n": types.HistoryTimezoneDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Me {\n    me {\n      ...SessionAccountFields\n    }\n  }\n": types.MeDocument,
    "\n  query PasswordLink($token: String!) {\n    passwordLink(token: $token) {\n      invitation\n      hotelName\n    }\n  }\n": types.PasswordLinkDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      name\n      email\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      message\n    }\n  }\n": types.ResendVerificationDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  fragment SessionAccountFields on SessionAccount {\n    id\n    name\n    email\n    phoneNumber\n    address\n    city\n    state\n    zipCode\n    country\n    website\n    numberOfRooms\n    isEmailVerified\n    isAdmin\n    isImpersonating\n    user {\n      id\n      name\n      email\n      role\n      twoFactorEnabled\n      twoFactorRequired\n    }\n  }\n": types.SessionAccountFieldsFragmentDoc,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n      hotelName\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation VerifyLogin($code: String!) {\n    verifyLogin(code: $code) {\n      id\n    }\n  }\n": types.VerifyLoginDocument,
    "\n  query BookingDynamicRate($roomTypeId: Int!, $checkInDate: String!) {\n    dynamicRate(roomTypeId: $roomTypeId, checkInDate: $checkInDate) {\n      dailyRate\n      weeklyRate\n      monthlyRate\n      rateType\n      ratePeriodName\n    }\n  }\n": types.BookingDynamicRateDocument,
    "\n  fragment BookingFields on Booking {\n    id\n    roomId\n    room {\n      id\n      roomNumber\n      roomTypeName\n    }\n    guest\n    guestId\n    checkInDate\n    rateType\n    nights\n    checkOutDate\n    dailyWeeklyAmount\n    monthlyAmount\n    subtotal\n    taxAmount\n    resortFee\n    grandTotal\n    extras\n    paidAmount\n    balance\n    paymentMethod\n    status\n    stayStatus\n    source\n    longStayAgreement\n    autoRenew\n    renewalError\n    version\n  }\n": types.BookingFieldsFragmentDoc,
    "\n  query BookingGuestSearch($text: String!, $limit: Int) {\n    guestSearch(text: $text, limit: $limit) {\n      id\n      firstName\n      lastName\n      email\n      vip\n    }\n  }\n": types.BookingGuestSearchDocument,
    "\n  query BookingGuestsExist {\n    guests(limit: 1) {\n      id\n    }\n  }\n": types.BookingGuestsExistDocument,
    "\n  query BookingHotelTaxes {\n    hotelTaxes {\n      tax1Name\n      tax2Name\n      tax1Label\n      tax2Label\n      tax1 {\n        name\n        isPercentage\n        rate\n        flatAmount\n        applyTo\n        longStay {\n          nights\n          mode\n          agreementExempts\n          earlyDepartureDue\n        }\n      }\n      tax2 {\n        name\n        isPercentage\n        rate\n        flatAmount\n        applyTo\n        longStay {\n          nights\n          mode\n          agreementExempts\n          earlyDepartureDue\n        }\n      }\n      scheduled {\n        effectiveFrom\n        tax1Name\n        tax2Name\n        tax1 {\n          name\n          isPercentage\n          rate\n          flatAmount\n          applyTo\n          longStay {\n            nights\n            mode\n            agreementExempts\n            earlyDepartureDue\n          }\n        }\n        tax2 {\n          name\n          isPercentage\n          rate\n          flatAmount\n          applyTo\n          longStay {\n            nights\n            mode\n            agreementExempts\n            earlyDepartureDue\n          }\n        }\n      }\n    }\n  }\n": types.BookingHotelTaxesDocument,
    "\n  query Booking($id: Int!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n": types.BookingDocument,
    "\n  query BookingRateNote($roomTypeId: Int!, $checkInDate: String!, $rateType: String, $nights: Int) {\n    dynamicRate(roomTypeId: $roomTypeId, checkInDate: $checkInDate, rateType: $rateType, nights: $nights) {\n      note\n    }\n  }\n": types.BookingRateNoteDocument,
    "\n  query BookingRooms {\n    rooms {\n      id\n      roomNumber\n      roomTypeId\n      roomType {\n        id\n        name\n        dailyRate\n        weeklyRate\n        monthlyRate\n      }\n    }\n  }\n": types.BookingRoomsDocument,
    "\n  query BookingSettings {\n    settings {\n      key\n      value\n    }\n  }\n": types.BookingSettingsDocument,
    "\n  query Bookings(\n    $first: Int\n    $after: String\n    $offset: Int\n    $search: String\n    $from: String\n    $to: String\n    $rateType: String\n    $status: String\n    $stayStatus: String\n    $source: String\n    $sort: String\n  ) {\n    bookings(\n      first: $first\n      after: $after\n      offset: $offset\n      search: $search\n      from: $from\n      to: $to\n      rateType: $rateType\n      status: $status\n      stayStatus: $stayStatus\n      source: $source\n      sort: $sort\n    ) {\n      nodes {\n        ...BookingFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.BookingsDocument,
    "\n  mutation CancelListedBooking($id: Int!, $version: Int, $reason: String) {\n    cancelBooking(id: $id, version: $version, reason: $reason) {\n      ...BookingFields\n    }\n  }\n": types.CancelListedBookingDocument,
    "\n  mutation CreateBooking($input: BookingInput!) {\n    createBooking(input: $input) {\n      ...BookingFields\n    }\n  }\n": types.CreateBookingDocument,
    "\n  mutation DeleteBooking($id: Int!, $version: Int) {\n    deleteBooking(id: $id, version: $version)\n  }\n": types.DeleteBookingDocument,
    "\n  mutation ReinstateListedBooking($id: Int!, $version: Int) {\n    reinstateBooking(id: $id, version: $version) {\n      ...BookingFields\n    }\n  }\n": types.ReinstateListedBookingDocument,
    "\n  query RoomAvailability($checkInDate: String!, $nights: Int!, $exceptBookingId: Int) {\n    roomAvailability(checkInDate: $checkInDate, nights: $nights, exceptBookingId: $exceptBookingId) {\n      roomId\n      guestName\n      blockReason\n      startDate\n      endDate\n    }\n  }\n": types.RoomAvailabilityDocument,
    "\n  mutation SaveBookingBatch($bookings: [BookingBatchItemInput!]!) {\n    saveBookingBatch(bookings: $bookings) {\n      ...BookingFields\n    }\n  }\n": types.SaveBookingBatchDocument,
    "\n  mutation SendBookingConfirmation($id: Int!) {\n    sendBookingConfirmation(id: $id) {\n      message\n    }\n  }\n": types.SendBookingConfirmationDocument,
    "\n  mutation UndoListedCheckIn($id: Int!, $version: Int) {\n    undoCheckIn(id: $id, version: $version) {\n      ...BookingFields\n    }\n  }\n": types.UndoListedCheckInDocument,
    "\n  mutation UpdateBooking($id: Int!, $input: BookingInput!) {\n    updateBooking(id: $id, input: $input) {\n      ...BookingFields\n    }\n  }\n": types.UpdateBookingDocument,
    "\n  mutation AddCalendarFeed($roomId: Int!, $input: CalendarFeedInput!) {\n    addCalendarFeed(roomId: $roomId, input: $input) {\n      ...CalendarFeedFields\n    }\n  }\n": types.AddCalendarFeedDocument,
    "\n  query CalendarConflicts {\n    calendarConflicts {\n      message\n      blockId\n      bookingId\n      roomNumber\n      guestName\n    }\n  }\n": types.CalendarConflictsDocument,
    "\n  fragment CalendarFeedFields on CalendarFeed {\n    id\n    roomId\n    name\n    url\n    events\n    lastSyncedAt\n    failingSince\n    lastError\n  }\n": types.CalendarFeedFieldsFragmentDoc,
    "\n  query CalendarFeeds($roomId: Int!) {\n    calendarFeeds(roomId: $roomId) {\n      ...CalendarFeedFields\n    }\n  }\n": types.CalendarFeedsDocument,
    "\n  query CalendarTimezone {\n    settings {\n      key\n      value\n    }\n  }\n": types.CalendarTimezoneDocument,
    "\n  mutation DeleteCalendarFeed($roomId: Int!, $feedId: Int!) {\n    deleteCalendarFeed(roomId: $roomId, feedId: $feedId) {\n      message\n    }\n  }\n": types.DeleteCalendarFeedDocument,
    "\n  mutation DismissCalendarConflict($blockId: Int!, $bookingId: Int!) {\n    dismissCalendarConflict(blockId: $blockId, bookingId: $bookingId) {\n      message\n    }\n  }\n": types.DismissCalendarConflictDocument,
    "\n  query RoomCalendarUrl($roomId: Int!) {\n    roomCalendarUrl(roomId: $roomId) {\n      url\n    }\n  }\n": types.RoomCalendarUrlDocument,
    "\n  mutation RotateRoomCalendarUrl($roomId: Int!) {\n    rotateRoomCalendarUrl(roomId: $roomId) {\n      url\n    }\n  }\n": types.RotateRoomCalendarUrlDocument,
    "\n  mutation SyncCalendarFeed($roomId: Int!, $feedId: Int!) {\n    syncCalendarFeed(roomId: $roomId, feedId: $feedId) {\n      events\n      added\n      changed\n      removed\n      conflicts\n      lastSyncedAt\n      error\n    }\n  }\n": types.SyncCalendarFeedDocument,
    "\n  query AvailabilityBoardOpening($days: Int!, $limit: Int!) {\n    availabilityBoardOpening(days: $days, limit: $limit) {\n      from\n      to\n      totals {\n        rooms\n        bookedNights\n      }\n      rooms {\n        ...BoardRoomFields\n      }\n    }\n  }\n": types.AvailabilityBoardOpeningDocument,
    "\n  query AvailabilityBoard($from: String!, $to: String!, $offset: Int!, $limit: Int!, $withTotals: Boolean!) {\n    availabilityBoardTotals(from: $from, to: $to) @include(if: $withTotals) {\n      rooms\n      bookedNights\n    }\n    availabilityBoard(from: $from, to: $to, offset: $offset, limit: $limit) {\n      ...BoardRoomFields\n    }\n  }\n": types.AvailabilityBoardDocument,
    "\n  fragment BoardRoomFields on BoardRoom {\n    id\n    roomNumber\n    roomTypeName\n    housekeepingStatus\n    stays {\n      id\n      guest\n      checkInDate\n      checkOutDate\n      nights\n      paymentStatus\n      balance\n      stayStatus\n      version\n    }\n    blocks {\n      id\n      startDate\n      endDate\n      reason\n    }\n  }\n": types.BoardRoomFieldsFragmentDoc,
    "\n  query Dashboard {\n    dashboard {\n      totalRooms\n      totalBookings\n      monthlyRevenue\n      revenueLabel\n      averageStay\n      occupancyRate\n      pendingPayments\n    }\n  }\n": types.DashboardDocument,
    "\n  query DashboardSettings {\n    settings {\n      key\n      value\n    }\n  }\n": types.DashboardSettingsDocument,
    "\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) {\n      ...EmployeeFields\n    }\n  }\n": types.CreateEmployeeDocument,
    "\n  mutation DeactivatePerson($id: Int!) {\n    deactivatePerson(id: $id) {\n      message\n    }\n  }\n": types.DeactivatePersonDocument,
    "\n  mutation DeleteEmployee($id: Int!, $version: Int) {\n    deleteEmployee(id: $id, version: $version) {\n      message\n    }\n  }\n": types.DeleteEmployeeDocument,
    "\n  fragment EmployeeFields on Employee {\n    id\n    version\n    firstName\n    lastName\n    role\n    email\n    phone\n    hireDate\n    hourlyRate\n    isActive\n    notes\n  }\n": types.EmployeeFieldsFragmentDoc,
    "\n  query Employees {\n    employees {\n      ...EmployeeFields\n    }\n  }\n": types.EmployeesDocument,
    "\n  mutation InvitePerson($input: PersonInviteInput!) {\n    invitePerson(input: $input) {\n      ...PersonFields\n    }\n  }\n": types.InvitePersonDocument,
    "\n  query People {\n    people {\n      ...PersonFields\n    }\n  }\n": types.PeopleDocument,
    "\n  fragment PersonFields on Person {\n    id\n    name\n    email\n    role\n    active\n    invitationPending\n    employeeId\n  }\n": types.PersonFieldsFragmentDoc,
    "\n  mutation UpdateEmployee($id: Int!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeFields\n    }\n  }\n": types.UpdateEmployeeDocument,
    "\n  mutation UpdatePerson($id: Int!, $input: PersonUpdateInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...PersonFields\n    }\n  }\n": types.UpdatePersonDocument,
    "\n  mutation AddFolioCharge($bookingId: Int!, $input: FolioChargeInput!) {\n    addFolioCharge(bookingId: $bookingId, input: $input) {\n      ...FolioFields\n    }\n  }\n": types.AddFolioChargeDocument,
    "\n  mutation AddFolioPayment($bookingId: Int!, $input: FolioPaymentInput!) {\n    addFolioPayment(bookingId: $bookingId, input: $input) {\n      ...FolioFields\n    }\n  }\n": types.AddFolioPaymentDocument,
    "\n  fragment FolioFields on Folio {\n    bookingId\n    charges {\n      id\n      date\n      description\n      kind\n      amount\n      voided\n      voidedAt\n      voidedBy\n      closed\n    }\n    payments {\n      id\n      date\n      method\n      amount\n      reference\n      voided\n      voidedAt\n      voidedBy\n      closed\n    }\n    adjustments {\n      id\n      date\n      kind\n      amount\n      reason\n      closed\n    }\n    nights {\n      date\n      nightNumber\n      closed\n      posted\n      roomNumber\n      room\n      tax1\n      tax2\n    }\n    totalCharges\n    totalPayments\n    balance\n    pricingNote\n    booking {\n      ...BookingFields\n    }\n  }\n": types.FolioFieldsFragmentDoc,
    "\n  query Folio($bookingId: Int!) {\n    folio(bookingId: $bookingId) {\n      ...FolioFields\n    }\n  }\n": types.FolioDocument,
    "\n  mutation VoidFolioCharge($bookingId: Int!, $chargeId: Int!) {\n    voidFolioCharge(bookingId: $bookingId, chargeId: $chargeId) {\n      ...FolioFields\n    }\n  }\n": types.VoidFolioChargeDocument,
    "\n  mutation VoidFolioPayment($bookingId: Int!, $paymentId: Int!) {\n    voidFolioPayment(bookingId: $bookingId, paymentId: $paymentId) {\n      ...FolioFields\n    }\n  }\n": types.VoidFolioPaymentDocument,
    "\n  mutation CancelBooking($id: Int!, $version: Int, $reason: String) {\n    cancelBooking(id: $id, version: $version, reason: $reason) {\n      ...FrontDeskStay\n    }\n  }\n": types.CancelBookingDocument,
    "\n  mutation CheckInBooking($id: Int!, $version: Int) {\n    checkInBooking(id: $id, version: $version) {\n      ...FrontDeskStay\n    }\n  }\n": types.CheckInBookingDocument,
    "\n  mutation CheckOutBooking($id: Int!, $version: Int, $force: Boolean) {\n    checkOutBooking(id: $id, version: $version, force: $force) {\n      ...FrontDeskStay\n    }\n  }\n": types.CheckOutBookingDocument,
    "\n  mutation ExtendBooking($id: Int!, $periods: Int!, $nights: Int) {\n    extendBooking(id: $id, periods: $periods, nights: $nights) {\n      id\n      checkInDate\n      checkOutDate\n    }\n  }\n": types.ExtendBookingDocument,
    "\n  query FrontDesk($date: String) {\n    frontDesk(date: $date) {\n      date\n      arrivals {\n        ...FrontDeskStay\n      }\n      departures {\n        ...FrontDeskStay\n      }\n      inHouse {\n        ...FrontDeskStay\n      }\n      cancelledOrNoShow {\n        ...FrontDeskStay\n      }\n    }\n  }\n": types.FrontDeskDocument,
    "\n  fragment FrontDeskStay on Booking {\n    id\n    room {\n      id\n      roomNumber\n    }\n    guest\n    checkInDate\n    checkOutDate\n    nights\n    rateType\n    grandTotal\n    balance\n    paymentMethod\n    stayStatus\n    autoRenew\n    renewalError\n    version\n  }\n": types.FrontDeskStayFragmentDoc,
    "\n  mutation MarkBookingNoShow($id: Int!, $version: Int) {\n    markBookingNoShow(id: $id, version: $version) {\n      ...FrontDeskStay\n    }\n  }\n": types.MarkBookingNoShowDocument,
    "\n  mutation ReinstateBooking($id: Int!, $version: Int) {\n    reinstateBooking(id: $id, version: $version) {\n      ...FrontDeskStay\n    }\n  }\n": types.ReinstateBookingDocument,
    "\n  query Residents {\n    residents {\n      guest {\n        id\n        name\n      }\n      bookingId\n      roomNumber\n      since\n      nights\n      night\n      nextRenewal\n      exemptTaxes\n      balance\n    }\n  }\n": types.ResidentsDocument,
    "\n  mutation UndoCheckIn($id: Int!, $version: Int) {\n    undoCheckIn(id: $id, version: $version) {\n      ...FrontDeskStay\n    }\n  }\n": types.UndoCheckInDocument,
    "\n  mutation CreateGuest($input: GuestInput!) {\n    createGuest(input: $input) {\n      ...GuestFields\n    }\n  }\n": types.CreateGuestDocument,
    "\n  mutation DeleteGuest($id: Int!, $version: Int) {\n    deleteGuest(id: $id, version: $version)\n  }\n": types.DeleteGuestDocument,
    "\n  fragment GuestFields on Guest {\n    id\n    version\n    firstName\n    lastName\n    email\n    phone\n    address\n    city\n    state\n    zipCode\n    country\n    idType\n    idNumber\n    notes\n    vip\n    createdAt\n  }\n": types.GuestFieldsFragmentDoc,
    "\n  query GuestSearch($text: String!, $limit: Int) {\n    guestSearch(text: $text, limit: $limit) {\n      ...GuestFields\n    }\n  }\n": types.GuestSearchDocument,
    "\n  query GuestStats {\n    guestStats {\n      totalGuests\n      vipGuests\n      withEmail\n      withPhone\n    }\n  }\n": types.GuestStatsDocument,
    "\n  query Guests($limit: Int, $offset: Int) {\n    guests(limit: $limit, offset: $offset) {\n      ...GuestFields\n    }\n  }\n": types.GuestsDocument,
    "\n  mutation UpdateGuest($id: Int!, $input: GuestInput!) {\n    updateGuest(id: $id, input: $input) {\n      ...GuestFields\n    }\n  }\n": types.UpdateGuestDocument,
    "\n  mutation CreateRoomBlock($input: RoomBlockInput!) {\n    createRoomBlock(input: $input) {\n      id\n      roomId\n      roomNumber\n      startDate\n      endDate\n      nights\n      reason\n    }\n  }\n": types.CreateRoomBlockDocument,
    "\n  mutation DeleteRoomBlock($id: Int!) {\n    deleteRoomBlock(id: $id) {\n      message\n    }\n  }\n": types.DeleteRoomBlockDocument,
    "\n  query Housekeeping {\n    housekeeping {\n      roomId\n      roomNumber\n      roomTypeName\n      version\n      housekeepingStatus\n      housekeepingNote\n      departsToday\n      arrivesToday\n      occupied\n    }\n  }\n": types.HousekeepingDocument,
    "\n  query RoomBlocks($from: String, $to: String) {\n    roomBlocks(from: $from, to: $to) {\n      id\n      roomId\n      roomNumber\n      startDate\n      endDate\n      nights\n      reason\n      kind\n    }\n  }\n": types.RoomBlocksDocument,
    "\n  mutation UpdateHousekeeping($roomId: Int!, $input: HousekeepingInput!) {\n    updateHousekeeping(roomId: $roomId, input: $input) {\n      id\n      version\n      housekeepingStatus\n      housekeepingNote\n    }\n  }\n": types.UpdateHousekeepingDocument,
    "\n  query LicenceHotelSettings {\n    settings {\n      key\n      value\n    }\n  }\n": types.LicenceHotelSettingsDocument,
    "\n  query Licence {\n    licence {\n      ...LicenceStatusFields\n    }\n  }\n": types.LicenceDocument,
    "\n  fragment LicenceStatusFields on LicenceStatus {\n    label\n    licensed\n    expired\n    daysLeft\n    transactionsLeft\n    expiredReason\n    licenceKey\n    installationDate\n    expirationDate\n    transactionCount\n    transactionLimit\n  }\n": types.LicenceStatusFieldsFragmentDoc,
    "\n  mutation ValidateLicence($input: ValidateLicenceInput!) {\n    validateLicence(input: $input) {\n      isValid\n      message\n    }\n  }\n": types.ValidateLicenceDocument,
    "\n  query AuditStay($id: Int!) {\n    booking(id: $id) {\n      ...FrontDeskStay\n    }\n  }\n": types.AuditStayDocument,
    "\n  mutation CloseDay($date: String!) {\n    closeDay(date: $date) {\n      date\n      closed\n    }\n  }\n": types.CloseDayDocument,
    "\n  query ClosedDayReport($date: String!) {\n    dailyReport(date: $date) {\n      ...DailyReportFigures\n      closed\n      closedAt\n      closedBy\n    }\n  }\n": types.ClosedDayReportDocument,
    "\n  query NightAudit {\n    nightAudit {\n      businessDate\n      lastClosedDate\n      today\n      problems {\n        kind\n        bookingId\n        message\n      }\n    }\n  }\n": types.NightAuditDocument,
    "\n  query OnlineBookingSettings {\n    onlineBookingSettings {\n      enabled\n      slug\n      minNights\n      maxDaysAhead\n      cancellationDays\n      description\n      roomTypeIds\n    }\n  }\n": types.OnlineBookingSettingsDocument,
    "\n  mutation UpdateOnlineBookingSettings($input: OnlineBookingSettingsInput!) {\n    updateOnlineBookingSettings(input: $input) {\n      enabled\n      slug\n      minNights\n      maxDaysAhead\n      cancellationDays\n      description\n      roomTypeIds\n    }\n  }\n": types.UpdateOnlineBookingSettingsDocument,
    "\n  mutation ClearOperationalData {\n    clearOperationalData {\n      message\n      backup\n    }\n  }\n": types.ClearOperationalDataDocument,
    "\n  mutation CreateRatePeriod($input: RatePeriodInput!) {\n    createRatePeriod(input: $input) {\n      ...RatePeriodFields\n    }\n  }\n": types.CreateRatePeriodDocument,
    "\n  mutation DeleteRatePeriod($id: Int!, $version: Int) {\n    deleteRatePeriod(id: $id, version: $version) {\n      message\n    }\n  }\n": types.DeleteRatePeriodDocument,
    "\n  fragment RatePeriodFields on RatePeriod {\n    id\n    version\n    roomTypeId\n    roomTypeName\n    name\n    rateType\n    priority\n    dailyRate\n    weeklyRate\n    monthlyRate\n    daysOfWeek\n    startDate\n    endDate\n    specificDates\n    description\n    isActive\n  }\n": types.RatePeriodFieldsFragmentDoc,
    "\n  query RatePeriodRoomTypes {\n    roomTypes {\n      id\n      name\n      dailyRate\n      weeklyRate\n      monthlyRate\n    }\n  }\n": types.RatePeriodRoomTypesDocument,
    "\n  query RatePeriods {\n    ratePeriods {\n      ...RatePeriodFields\n    }\n  }\n": types.RatePeriodsDocument,
    "\n  mutation UpdateRatePeriod($id: Int!, $input: RatePeriodInput!) {\n    updateRatePeriod(id: $id, input: $input) {\n      ...RatePeriodFields\n    }\n  }\n": types.UpdateRatePeriodDocument,
    "\n  fragment DailyReportFigures on DailyReport {\n    date\n    arrivals\n    departures\n    inHouse\n    occupancyRate\n    roomRevenue\n    taxes\n    extras\n    paymentsByMethod {\n      method\n      amount\n    }\n    totalPayments\n  }\n": types.DailyReportFiguresFragmentDoc,
    "\n  fragment DailyReportStay on DailyReportStay {\n    bookingId\n    guest\n    roomNumber\n    checkInDate\n    checkOutDate\n    balance\n  }\n": types.DailyReportStayFragmentDoc,
    "\n  query DailyReport($date: String!) {\n    dailyReport(date: $date) {\n      ...DailyReportFigures\n      arrivalStays {\n        ...DailyReportStay\n      }\n      departureStays {\n        ...DailyReportStay\n      }\n      inHouseStays {\n        ...DailyReportStay\n      }\n    }\n  }\n": types.DailyReportDocument,
    "\n  query FinancialReport($year: Int!) {\n    monthlyReport(year: $year) {\n      year\n      tax1Name\n      tax2Name\n      months {\n        month\n        taxable\n        nonTaxable\n        subtotal\n        tax1\n        tax2\n        grandTotal\n      }\n      totalTaxable\n      totalNonTaxable\n      totalSubtotal\n      totalTax1\n      totalTax2\n      totalGrandTotal\n      totalExtras\n      totalWithExtras\n    }\n    quarterlyReport(year: $year) {\n      year\n      quarters {\n        quarter\n        taxable\n        nonTaxable\n        subtotal\n        tax1\n        tax2\n        grandTotal\n      }\n      totalGrandTotal\n    }\n  }\n": types.FinancialReportDocument,
    "\n  query ReportSettings {\n    settings {\n      key\n      value\n    }\n  }\n": types.ReportSettingsDocument,
    "\n  query Statistics($from: String!, $to: String!, $groupBy: String) {\n    statistics(from: $from, to: $to, groupBy: $groupBy) {\n      rows {\n        period\n        roomsAvailable\n        roomsSold\n        outOfOrder\n        occupancy\n        adr\n        revpar\n        roomRevenue\n        tax1\n        tax2\n        extras\n        closed\n      }\n      totals {\n        roomsAvailable\n        roomsSold\n        outOfOrder\n        occupancy\n        adr\n        revpar\n        roomRevenue\n        tax1\n        tax2\n        extras\n        closed\n      }\n      channelMix {\n        source\n        roomNights\n        roomNightsShare\n        roomRevenue\n        roomRevenueShare\n      }\n    }\n  }\n": types.StatisticsDocument,
    "\n  query TaxReport($month: String!) {\n    taxReport(month: $month) {\n      month\n      byTax {\n        taxRateId\n        name\n        roomRevenue\n        taxableRevenue\n        exemptRevenue {\n          monthlyRate\n          longStay\n          agreement\n        }\n        taxCharged\n        refunds\n        due\n      }\n      exemptStays {\n        bookingId\n        guest\n        room\n        nights\n        exemptRevenue\n        reason\n      }\n    }\n  }\n": types.TaxReportDocument,
    "\n  mutation BulkCreateRooms($input: BulkRoomsInput!) {\n    bulkCreateRooms(input: $input) {\n      ...RoomFields\n    }\n  }\n": types.BulkCreateRoomsDocument,
    "\n  mutation CreateRoom($input: RoomInput!) {\n    createRoom(input: $input) {\n      ...RoomFields\n    }\n  }\n": types.CreateRoomDocument,
    "\n  mutation CreateRoomType($input: RoomTypeInput!) {\n    createRoomType(input: $input) {\n      ...RoomTypeFields\n    }\n  }\n": types.CreateRoomTypeDocument,
    "\n  mutation DeleteRoom($id: Int!, $version: Int) {\n    deleteRoom(id: $id, version: $version) {\n      message\n    }\n  }\n": types.DeleteRoomDocument,
    "\n  mutation DeleteRoomType($id: Int!, $version: Int) {\n    deleteRoomType(id: $id, version: $version) {\n      message\n    }\n  }\n": types.DeleteRoomTypeDocument,
    "\n  fragment RoomFields on Room {\n    id\n    version\n    roomNumber\n    roomTypeId\n    roomType {\n      ...RoomTypeFields\n    }\n  }\n": types.RoomFieldsFragmentDoc,
    "\n  fragment RoomTypeFields on RoomType {\n    id\n    version\n    name\n    dailyRate\n    weeklyRate\n    monthlyRate\n    scheduled {\n      effectiveFrom\n      dailyRate\n      weeklyRate\n      monthlyRate\n    }\n  }\n": types.RoomTypeFieldsFragmentDoc,
    "\n  query RoomTypes {\n    roomTypes {\n      ...RoomTypeFields\n    }\n  }\n": types.RoomTypesDocument,
    "\n  query Rooms {\n    rooms {\n      ...RoomFields\n    }\n  }\n": types.RoomsDocument,
    "\n  mutation UpdateRoom($id: Int!, $input: RoomInput!) {\n    updateRoom(id: $id, input: $input) {\n      ...RoomFields\n    }\n  }\n": types.UpdateRoomDocument,
    "\n  mutation UpdateRoomType($id: Int!, $input: RoomTypeInput!) {\n    updateRoomType(id: $id, input: $input) {\n      ...RoomTypeFields\n    }\n  }\n": types.UpdateRoomTypeDocument,
    "\n  mutation WithdrawScheduledRoomTypeRates($id: Int!, $effectiveFrom: String!, $version: Int) {\n    withdrawScheduledRoomTypeRates(id: $id, effectiveFrom: $effectiveFrom, version: $version) {\n      ...RoomTypeFields\n    }\n  }\n": types.WithdrawScheduledRoomTypeRatesDocument,
    "\n  query HotelSettings {\n    settings {\n      key\n      value\n    }\n  }\n": types.HotelSettingsDocument,
    "\n  query SettingsTaxRates {\n    taxRates {\n      id\n      isActive\n    }\n  }\n": types.SettingsTaxRatesDocument,
    "\n  mutation UpdateSettings($input: [SettingInput!]!) {\n    updateSettings(input: $input) {\n      key\n      value\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  mutation CompleteSetup {\n    updateSettings(input: [{ key: \"setup_completed\", value: \"1\" }]) {\n      key\n      value\n    }\n  }\n": types.CompleteSetupDocument,
    "\n  query SetupCompleted {\n    settings {\n      key\n      value\n    }\n  }\n": types.SetupCompletedDocument,
    "\n  query SetupRoomTypes {\n    roomTypes {\n      id\n      name\n    }\n    rooms {\n      id\n      roomNumber\n    }\n  }\n": types.SetupRoomTypesDocument,
    "\n  mutation CreateTaxRate($input: TaxRateInput!) {\n    createTaxRate(input: $input) {\n      ...TaxRateFields\n    }\n  }\n": types.CreateTaxRateDocument,
    "\n  mutation DeleteTaxRate($id: Int!, $version: Int) {\n    deleteTaxRate(id: $id, version: $version) {\n      message\n    }\n  }\n": types.DeleteTaxRateDocument,
    "\n  fragment TaxRateFields on TaxRate {\n    id\n    version\n    name\n    rate\n    isPercentage\n    flatAmount\n    applyTo\n    isActive\n    sortOrder\n    longStay {\n      nights\n      mode\n      agreementExempts\n      earlyDepartureDue\n    }\n    scheduled {\n      effectiveFrom\n      name\n      rate\n      isPercentage\n      flatAmount\n      applyTo\n      isActive\n      sortOrder\n      longStay {\n        nights\n        mode\n        agreementExempts\n        earlyDepartureDue\n      }\n    }\n  }\n": types.TaxRateFieldsFragmentDoc,
    "\n  query TaxRates {\n    taxRates {\n      ...TaxRateFields\n    }\n  }\n": types.TaxRatesDocument,
    "\n  mutation UpdateTaxRate($id: Int!, $input: TaxRateInput!) {\n    updateTaxRate(id: $id, input: $input) {\n      ...TaxRateFields\n    }\n  }\n": types.UpdateTaxRateDocument,
    "\n  mutation WithdrawScheduledTaxRate($id: Int!, $effectiveFrom: String!, $version: Int) {\n    withdrawScheduledTaxRate(id: $id, effectiveFrom: $effectiveFrom, version: $version) {\n      ...TaxRateFields\n    }\n  }\n": types.WithdrawScheduledTaxRateDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code)\n  }\n"): (typeof documents)["\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUpTwoFactor {\n    setUpTwoFactor {\n      secret\n      otpauthUrl\n    }\n  }\n"): (typeof documents)["\n  mutation SetUpTwoFactor {\n    setUpTwoFactor {\n      secret\n      otpauthUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddHotel($input: AdminHotelInput!) {\n    addHotel(input: $input) {\n      ...AdminHotelFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddHotel($input: AdminHotelInput!) {\n    addHotel(input: $input) {\n      ...AdminHotelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminHotelFields on AdminHotel {\n    id\n    name\n    email\n    phoneNumber\n    address\n    city\n    state\n    zipCode\n    country\n    website\n    numberOfRooms\n    isEmailVerified\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminHotelFields on AdminHotel {\n    id\n    name\n    email\n    phoneNumber\n    address\n    city\n    state\n    zipCode\n    country\n    website\n    numberOfRooms\n    isEmailVerified\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHotelPeople($hotelId: Int!) {\n    adminHotelPeople(hotelId: $hotelId) {\n      id\n      name\n      email\n      role\n      active\n      invitationPending\n    }\n  }\n"): (typeof documents)["\n  query AdminHotelPeople($hotelId: Int!) {\n    adminHotelPeople(hotelId: $hotelId) {\n      id\n      name\n      email\n      role\n      active\n      invitationPending\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHotels($limit: Int, $offset: Int) {\n    adminHotels(limit: $limit, offset: $offset) {\n      ...AdminHotelFields\n      licence {\n        ...LicenceFields\n      }\n    }\n    adminHotelCount\n  }\n"): (typeof documents)["\n  query AdminHotels($limit: Int, $offset: Int) {\n    adminHotels(limit: $limit, offset: $offset) {\n      ...AdminHotelFields\n      licence {\n        ...LicenceFields\n      }\n    }\n    adminHotelCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLicences($limit: Int, $offset: Int) {\n    adminLicences(limit: $limit, offset: $offset) {\n      ...LicenceFields\n    }\n    adminLicenceCounts {\n      total\n      active\n    }\n  }\n"): (typeof documents)["\n  query AdminLicences($limit: Int, $offset: Int) {\n    adminLicences(limit: $limit, offset: $offset) {\n      ...LicenceFields\n    }\n    adminLicenceCounts {\n      total\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminValidateLicence($input: AdminValidateLicenceInput!) {\n    adminValidateLicence(input: $input) {\n      isValid\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminValidateLicence($input: AdminValidateLicenceInput!) {\n    adminValidateLicence(input: $input) {\n      isValid\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateLicence($id: Int!) {\n    deactivateLicence(id: $id) {\n      ...LicenceFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateLicence($id: Int!) {\n    deactivateLicence(id: $id) {\n      ...LicenceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHotel($id: Int!) {\n    deleteHotel(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteHotel($id: Int!) {\n    deleteHotel(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLicence($id: Int!) {\n    deleteLicence(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteLicence($id: Int!) {\n    deleteLicence(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateLicence($input: AdminHotelInput!) {\n    generateLicence(input: $input) {\n      ...LicenceFields\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateLicence($input: AdminHotelInput!) {\n    generateLicence(input: $input) {\n      ...LicenceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImpersonateHotel($hotelId: Int!) {\n    impersonateHotel(hotelId: $hotelId) {\n      message\n      hotel {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImpersonateHotel($hotelId: Int!) {\n    impersonateHotel(hotelId: $hotelId) {\n      message\n      hotel {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LicenceFields on Licence {\n    id\n    licenceKey\n    hotelName\n    hotelEmail\n    phoneNumber\n    address\n    city\n    state\n    zipCode\n    country\n    website\n    numberOfRooms\n    isActive\n    createdAt\n  }\n"): (typeof documents)["\n  fragment LicenceFields on Licence {\n    id\n    licenceKey\n    hotelName\n    hotelEmail\n    phoneNumber\n    address\n    city\n    state\n    zipCode\n    country\n    website\n    numberOfRooms\n    isActive\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopImpersonation {\n    stopImpersonation {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation StopImpersonation {\n    stopImpersonation {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHotel($input: AdminHotelUpdateInput!) {\n    updateHotel(input: $input) {\n      ...AdminHotelFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHotel($input: AdminHotelUpdateInput!) {\n    updateHotel(input: $input) {\n      ...AdminHotelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Amenities {\n    amenities {\n      ...AmenityFields\n    }\n  }\n"): (typeof documents)["\n  query Amenities {\n    amenities {\n      ...AmenityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AmenityFields on Amenity {\n    id\n    version\n    name\n    description\n    category\n    icon\n    isActive\n    sortOrder\n  }\n"): (typeof documents)["\n  fragment AmenityFields on Amenity {\n    id\n    version\n    name\n    description\n    category\n    icon\n    isActive\n    sortOrder\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAmenity($input: AmenityInput!) {\n    createAmenity(input: $input) {\n      ...AmenityFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAmenity($input: AmenityInput!) {\n    createAmenity(input: $input) {\n      ...AmenityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAmenity($id: Int!, $version: Int) {\n    deleteAmenity(id: $id, version: $version) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAmenity($id: Int!, $version: Int) {\n    deleteAmenity(id: $id, version: $version) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAmenity($id: Int!, $input: AmenityInput!) {\n    updateAmenity(id: $id, input: $input) {\n      ...AmenityFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAmenity($id: Int!, $input: AmenityInput!) {\n    updateAmenity(id: $id, input: $input) {\n      ...AmenityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityLog($entity: String, $userId: Int, $from: String, $to: String, $limit: Int, $offset: Int) {\n    auditLog(entity: $entity, userId: $userId, from: $from, to: $to, limit: $limit, offset: $offset) {\n      total\n      entries {\n        id\n        entity\n        entityId\n        action\n        createdAt\n        person {\n          id\n          name\n          email\n        }\n        impersonatedBy {\n          id\n          name\n          email\n        }\n        changes\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActivityLog($entity: String, $userId: Int, $from: String, $to: String, $limit: Int, $offset: Int) {\n    auditLog(entity: $entity, userId: $userId, from: $from, to: $to, limit: $limit, offset: $offset) {\n      total\n      entries {\n        id\n        entity\n        entityId\n        action\n        createdAt\n        person {\n          id\n          name\n          email\n        }\n        impersonatedBy {\n          id\n          name\n          email\n        }\n        changes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityPeople {\n    people {\n      id\n      name\n      active\n    }\n  }\n"): (typeof documents)["\n  query ActivityPeople {\n    people {\n      id\n      name\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingHistory($bookingId: Int!) {\n    bookingHistory(bookingId: $bookingId) {\n      id\n      action\n      createdAt\n      actor {\n        id\n        name\n        email\n      }\n      impersonatedBy {\n        id\n        name\n        email\n      }\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingHistory($bookingId: Int!) {\n    bookingHistory(bookingId: $bookingId) {\n      id\n      action\n      createdAt\n      actor {\n        id\n        name\n        email\n      }\n      impersonatedBy {\n        id\n        name\n        email\n      }\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HistoryTimezone {\n    settings {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  query HistoryTimezone {\n    settings {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionAccountFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordLink($token: String!) {\n    passwordLink(token: $token) {\n      invitation\n      hotelName\n    }\n  }\n"): (typeof documents)["\n  query PasswordLink($token: String!) {\n    passwordLink(token: $token) {\n      invitation\n      hotelName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionAccountFields on SessionAccount {\n    id\n    name\n    email\n    phoneNumber\n    address\n    city\n    state\n    zipCode\n    country\n    website\n    numberOfRooms\n    isEmailVerified\n    isAdmin\n    isImpersonating\n    user {\n      id\n      name\n      email\n      role\n      twoFactorEnabled\n      twoFactorRequired\n    }\n  }\n"): (typeof documents)["\n  fragment SessionAccountFields on SessionAccount {\n    id\n    name\n    email\n    phoneNumber\n    address\n    city\n    state\n    zipCode\n    country\n    website\n    numberOfRooms\n    isEmailVerified\n    isAdmin\n    isImpersonating\n    user {\n      id\n      name\n      email\n      role\n      twoFactorEnabled\n      twoFactorRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n      hotelName\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n      hotelName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyLogin($code: String!) {\n    verifyLogin(code: $code) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyLogin($code: String!) {\n    verifyLogin(code: $code) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingDynamicRate($roomTypeId: Int!, $checkInDate: String!) {\n    dynamicRate(roomTypeId: $roomTypeId, checkInDate: $checkInDate) {\n      dailyRate\n      weeklyRate\n      monthlyRate\n      rateType\n      ratePeriodName\n    }\n  }\n"): (typeof documents)["\n  query BookingDynamicRate($roomTypeId: Int!, $checkInDate: String!) {\n    dynamicRate(roomTypeId: $roomTypeId, checkInDate: $checkInDate) {\n      dailyRate\n      weeklyRate\n      monthlyRate\n      rateType\n      ratePeriodName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingFields on Booking {\n    id\n    roomId\n    room {\n      id\n      roomNumber\n      roomTypeName\n    }\n    guest\n    guestId\n    checkInDate\n    rateType\n    nights\n    checkOutDate\n    dailyWeeklyAmount\n    monthlyAmount\n    subtotal\n    taxAmount\n    resortFee\n    grandTotal\n    extras\n    paidAmount\n    balance\n    paymentMethod\n    status\n    stayStatus\n    source\n    longStayAgreement\n    autoRenew\n    renewalError\n    version\n  }\n"): (typeof documents)["\n  fragment BookingFields on Booking {\n    id\n    roomId\n    room {\n      id\n      roomNumber\n      roomTypeName\n    }\n    guest\n    guestId\n    checkInDate\n    rateType\n    nights\n    checkOutDate\n    dailyWeeklyAmount\n    monthlyAmount\n    subtotal\n    taxAmount\n    resortFee\n    grandTotal\n    extras\n    paidAmount\n    balance\n    paymentMethod\n    status\n    stayStatus\n    source\n    longStayAgreement\n    autoRenew\n    renewalError\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingGuestSearch($text: String!, $limit: Int) {\n    guestSearch(text: $text, limit: $limit) {\n      id\n      firstName\n      lastName\n      email\n      vip\n    }\n  }\n"): (typeof documents)["\n  query BookingGuestSearch($text: String!, $limit: Int) {\n    guestSearch(text: $text, limit: $limit) {\n      id\n      firstName\n      lastName\n      email\n      vip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingGuestsExist {\n    guests(limit: 1) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query BookingGuestsExist {\n    guests(limit: 1) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingHotelTaxes {\n    hotelTaxes {\n      tax1Name\n      tax2Name\n      tax1Label\n      tax2Label\n      tax1 {\n        name\n        isPercentage\n        rate\n        flatAmount\n        applyTo\n        longStay {\n          nights\n          mode\n          agreementExempts\n          earlyDepartureDue\n        }\n      }\n      tax2 {\n        name\n        isPercentage\n        rate\n        flatAmount\n        applyTo\n        longStay {\n          nights\n          mode\n          agreementExempts\n          earlyDepartureDue\n        }\n      }\n      scheduled {\n        effectiveFrom\n        tax1Name\n        tax2Name\n        tax1 {\n          name\n          isPercentage\n          rate\n          flatAmount\n          applyTo\n          longStay {\n            nights\n            mode\n            agreementExempts\n            earlyDepartureDue\n          }\n        }\n        tax2 {\n          name\n          isPercentage\n          rate\n          flatAmount\n          applyTo\n          longStay {\n            nights\n            mode\n            agreementExempts\n            earlyDepartureDue\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingHotelTaxes {\n    hotelTaxes {\n      tax1Name\n      tax2Name\n      tax1Label\n      tax2Label\n      tax1 {\n        name\n        isPercentage\n        rate\n        flatAmount\n        applyTo\n        longStay {\n          nights\n          mode\n          agreementExempts\n          earlyDepartureDue\n        }\n      }\n      tax2 {\n        name\n        isPercentage\n        rate\n        flatAmount\n        applyTo\n        longStay {\n          nights\n          mode\n          agreementExempts\n          earlyDepartureDue\n        }\n      }\n      scheduled {\n        effectiveFrom\n        tax1Name\n        tax2Name\n        tax1 {\n          name\n          isPercentage\n          rate\n          flatAmount\n          applyTo\n          longStay {\n            nights\n            mode\n            agreementExempts\n            earlyDepartureDue\n          }\n        }\n        tax2 {\n          name\n          isPercentage\n          rate\n          flatAmount\n          applyTo\n          longStay {\n            nights\n            mode\n            agreementExempts\n            earlyDepartureDue\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Booking($id: Int!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n"): (typeof documents)["\n  query Booking($id: Int!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingRateNote($roomTypeId: Int!, $checkInDate: String!, $rateType: String, $nights: Int) {\n    dynamicRate(roomTypeId: $roomTypeId, checkInDate: $checkInDate, rateType: $rateType, nights: $nights) {\n      note\n    }\n  }\n"): (typeof documents)["\n  query BookingRateNote($roomTypeId: Int!, $checkInDate: String!, $rateType: String, $nights: Int) {\n    dynamicRate(roomTypeId: $roomTypeId, checkInDate: $checkInDate, rateType: $rateType, nights: $nights) {\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingRooms {\n    rooms {\n      id\n      roomNumber\n      roomTypeId\n      roomType {\n        id\n        name\n        dailyRate\n        weeklyRate\n        monthlyRate\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingRooms {\n    rooms {\n      id\n      roomNumber\n      roomTypeId\n      roomType {\n        id\n        name\n        dailyRate\n        weeklyRate\n        monthlyRate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingSettings {\n    settings {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  query BookingSettings {\n    settings {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bookings(\n    $first: Int\n    $after: String\n    $offset: Int\n    $search: String\n    $from: String\n    $to: String\n    $rateType: String\n    $status: String\n    $stayStatus: String\n    $source: String\n    $sort: String\n  ) {\n    bookings(\n      first: $first\n      after: $after\n      offset: $offset\n      search: $search\n      from: $from\n      to: $to\n      rateType: $rateType\n      status: $status\n      stayStatus: $stayStatus\n      source: $source\n      sort: $sort\n    ) {\n      nodes {\n        ...BookingFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query Bookings(\n    $first: Int\n    $after: String\n    $offset: Int\n    $search: String\n    $from: String\n    $to: String\n    $rateType: String\n    $status: String\n    $stayStatus: String\n    $source: String\n    $sort: String\n  ) {\n    bookings(\n      first: $first\n      after: $after\n      offset: $offset\n      search: $search\n      from: $from\n      to: $to\n      rateType: $rateType\n      status: $status\n      stayStatus: $stayStatus\n      source: $source\n      sort: $sort\n    ) {\n      nodes {\n        ...BookingFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelListedBooking($id: Int!, $version: Int, $reason: String) {\n    cancelBooking(id: $id, version: $version, reason: $reason) {\n      ...BookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelListedBooking($id: Int!, $version: Int, $reason: String) {\n    cancelBooking(id: $id, version: $version, reason: $reason) {\n      ...BookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBooking($input: BookingInput!) {\n    createBooking(input: $input) {\n      ...BookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBooking($input: BookingInput!) {\n    createBooking(input: $input) {\n      ...BookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBooking($id: Int!, $version: Int) {\n    deleteBooking(id: $id, version: $version)\n  }\n"): (typeof documents)["\n  mutation DeleteBooking($id: Int!, $version: Int) {\n    deleteBooking(id: $id, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReinstateListedBooking($id: Int!, $version: Int) {\n    reinstateBooking(id: $id, version: $version) {\n      ...BookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReinstateListedBooking($id: Int!, $version: Int) {\n    reinstateBooking(id: $id, version: $version) {\n      ...BookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomAvailability($checkInDate: String!, $nights: Int!, $exceptBookingId: Int) {\n    roomAvailability(checkInDate: $checkInDate, nights: $nights, exceptBookingId: $exceptBookingId) {\n      roomId\n      guestName\n      blockReason\n      startDate\n      endDate\n    }\n  }\n"): (typeof documents)["\n  query RoomAvailability($checkInDate: String!, $nights: Int!, $exceptBookingId: Int) {\n    roomAvailability(checkInDate: $checkInDate, nights: $nights, exceptBookingId: $exceptBookingId) {\n      roomId\n      guestName\n      blockReason\n      startDate\n      endDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBookingBatch($bookings: [BookingBatchItemInput!]!) {\n    saveBookingBatch(bookings: $bookings) {\n      ...BookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveBookingBatch($bookings: [BookingBatchItemInput!]!) {\n    saveBookingBatch(bookings: $bookings) {\n      ...BookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendBookingConfirmation($id: Int!) {\n    sendBookingConfirmation(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendBookingConfirmation($id: Int!) {\n    sendBookingConfirmation(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoListedCheckIn($id: Int!, $version: Int) {\n    undoCheckIn(id: $id, version: $version) {\n      ...BookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation UndoListedCheckIn($id: Int!, $version: Int) {\n    undoCheckIn(id: $id, version: $version) {\n      ...BookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBooking($id: Int!, $input: BookingInput!) {\n    updateBooking(id: $id, input: $input) {\n      ...BookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBooking($id: Int!, $input: BookingInput!) {\n    updateBooking(id: $id, input: $input) {\n      ...BookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCalendarFeed($roomId: Int!, $input: CalendarFeedInput!) {\n    addCalendarFeed(roomId: $roomId, input: $input) {\n      ...CalendarFeedFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddCalendarFeed($roomId: Int!, $input: CalendarFeedInput!) {\n    addCalendarFeed(roomId: $roomId, input: $input) {\n      ...CalendarFeedFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarConflicts {\n    calendarConflicts {\n      message\n      blockId\n      bookingId\n      roomNumber\n      guestName\n    }\n  }\n"): (typeof documents)["\n  query CalendarConflicts {\n    calendarConflicts {\n      message\n      blockId\n      bookingId\n      roomNumber\n      guestName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarFeedFields on CalendarFeed {\n    id\n    roomId\n    name\n    url\n    events\n    lastSyncedAt\n    failingSince\n    lastError\n  }\n"): (typeof documents)["\n  fragment CalendarFeedFields on CalendarFeed {\n    id\n    roomId\n    name\n    url\n    events\n    lastSyncedAt\n    failingSince\n    lastError\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeeds($roomId: Int!) {\n    calendarFeeds(roomId: $roomId) {\n      ...CalendarFeedFields\n    }\n  }\n"): (typeof documents)["\n  query CalendarFeeds($roomId: Int!) {\n    calendarFeeds(roomId: $roomId) {\n      ...CalendarFeedFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarTimezone {\n    settings {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  query CalendarTimezone {\n    settings {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCalendarFeed($roomId: Int!, $feedId: Int!) {\n    deleteCalendarFeed(roomId: $roomId, feedId: $feedId) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCalendarFeed($roomId: Int!, $feedId: Int!) {\n    deleteCalendarFeed(roomId: $roomId, feedId: $feedId) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissCalendarConflict($blockId: Int!, $bookingId: Int!) {\n    dismissCalendarConflict(blockId: $blockId, bookingId: $bookingId) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DismissCalendarConflict($blockId: Int!, $bookingId: Int!) {\n    dismissCalendarConflict(blockId: $blockId, bookingId: $bookingId) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomCalendarUrl($roomId: Int!) {\n    roomCalendarUrl(roomId: $roomId) {\n      url\n    }\n  }\n"): (typeof documents)["\n  query RoomCalendarUrl($roomId: Int!) {\n    roomCalendarUrl(roomId: $roomId) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateRoomCalendarUrl($roomId: Int!) {\n    rotateRoomCalendarUrl(roomId: $roomId) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation RotateRoomCalendarUrl($roomId: Int!) {\n    rotateRoomCalendarUrl(roomId: $roomId) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncCalendarFeed($roomId: Int!, $feedId: Int!) {\n    syncCalendarFeed(roomId: $roomId, feedId: $feedId) {\n      events\n      added\n      changed\n      removed\n      conflicts\n      lastSyncedAt\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation SyncCalendarFeed($roomId: Int!, $feedId: Int!) {\n    syncCalendarFeed(roomId: $roomId, feedId: $feedId) {\n      events\n      added\n      changed\n      removed\n      conflicts\n      lastSyncedAt\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailabilityBoardOpening($days: Int!, $limit: Int!) {\n    availabilityBoardOpening(days: $days, limit: $limit) {\n      from\n      to\n      totals {\n        rooms\n        bookedNights\n      }\n      rooms {\n        ...BoardRoomFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AvailabilityBoardOpening($days: Int!, $limit: Int!) {\n    availabilityBoardOpening(days: $days, limit: $limit) {\n      from\n      to\n      totals {\n        rooms\n        bookedNights\n      }\n      rooms {\n        ...BoardRoomFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailabilityBoard($from: String!, $to: String!, $offset: Int!, $limit: Int!, $withTotals: Boolean!) {\n    availabilityBoardTotals(from: $from, to: $to) @include(if: $withTotals) {\n      rooms\n      bookedNights\n    }\n    availabilityBoard(from: $from, to: $to, offset: $offset, limit: $limit) {\n      ...BoardRoomFields\n    }\n  }\n"): (typeof documents)["\n  query AvailabilityBoard($from: String!, $to: String!, $offset: Int!, $limit: Int!, $withTotals: Boolean!) {\n    availabilityBoardTotals(from: $from, to: $to) @include(if: $withTotals) {\n      rooms\n      bookedNights\n    }\n    availabilityBoard(from: $from, to: $to, offset: $offset, limit: $limit) {\n      ...BoardRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardRoomFields on BoardRoom {\n    id\n    roomNumber\n    roomTypeName\n    housekeepingStatus\n    stays {\n      id\n      guest\n      checkInDate\n      checkOutDate\n      nights\n      paymentStatus\n      balance\n      stayStatus\n      version\n    }\n    blocks {\n      id\n      startDate\n      endDate\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment BoardRoomFields on BoardRoom {\n    id\n    roomNumber\n    roomTypeName\n    housekeepingStatus\n    stays {\n      id\n      guest\n      checkInDate\n      checkOutDate\n      nights\n      paymentStatus\n      balance\n      stayStatus\n      version\n    }\n    blocks {\n      id\n      startDate\n      endDate\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    dashboard {\n      totalRooms\n      totalBookings\n      monthlyRevenue\n      revenueLabel\n      averageStay\n      occupancyRate\n      pendingPayments\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    dashboard {\n      totalRooms\n      totalBookings\n      monthlyRevenue\n      revenueLabel\n      averageStay\n      occupancyRate\n      pendingPayments\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardSettings {\n    settings {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  query DashboardSettings {\n    settings {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) {\n      ...EmployeeFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) {\n      ...EmployeeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivatePerson($id: Int!) {\n    deactivatePerson(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivatePerson($id: Int!) {\n    deactivatePerson(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEmployee($id: Int!, $version: Int) {\n    deleteEmployee(id: $id, version: $version) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteEmployee($id: Int!, $version: Int) {\n    deleteEmployee(id: $id, version: $version) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmployeeFields on Employee {\n    id\n    version\n    firstName\n    lastName\n    role\n    email\n    phone\n    hireDate\n    hourlyRate\n    isActive\n    notes\n  }\n"): (typeof documents)["\n  fragment EmployeeFields on Employee {\n    id\n    version\n    firstName\n    lastName\n    role\n    email\n    phone\n    hireDate\n    hourlyRate\n    isActive\n    notes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Employees {\n    employees {\n      ...EmployeeFields\n    }\n  }\n"): (typeof documents)["\n  query Employees {\n    employees {\n      ...EmployeeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvitePerson($input: PersonInviteInput!) {\n    invitePerson(input: $input) {\n      ...PersonFields\n    }\n  }\n"): (typeof documents)["\n  mutation InvitePerson($input: PersonInviteInput!) {\n    invitePerson(input: $input) {\n      ...PersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query People {\n    people {\n      ...PersonFields\n    }\n  }\n"): (typeof documents)["\n  query People {\n    people {\n      ...PersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonFields on Person {\n    id\n    name\n    email\n    role\n    active\n    invitationPending\n    employeeId\n  }\n"): (typeof documents)["\n  fragment PersonFields on Person {\n    id\n    name\n    email\n    role\n    active\n    invitationPending\n    employeeId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmployee($id: Int!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmployee($id: Int!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePerson($id: Int!, $input: PersonUpdateInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...PersonFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePerson($id: Int!, $input: PersonUpdateInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...PersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFolioCharge($bookingId: Int!, $input: FolioChargeInput!) {\n    addFolioCharge(bookingId: $bookingId, input: $input) {\n      ...FolioFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddFolioCharge($bookingId: Int!, $input: FolioChargeInput!) {\n    addFolioCharge(bookingId: $bookingId, input: $input) {\n      ...FolioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFolioPayment($bookingId: Int!, $input: FolioPaymentInput!) {\n    addFolioPayment(bookingId: $bookingId, input: $input) {\n      ...FolioFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddFolioPayment($bookingId: Int!, $input: FolioPaymentInput!) {\n    addFolioPayment(bookingId: $bookingId, input: $input) {\n      ...FolioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FolioFields on Folio {\n    bookingId\n    charges {\n      id\n      date\n      description\n      kind\n      amount\n      voided\n      voidedAt\n      voidedBy\n      closed\n    }\n    payments {\n      id\n      date\n      method\n      amount\n      reference\n      voided\n      voidedAt\n      voidedBy\n      closed\n    }\n    adjustments {\n      id\n      date\n      kind\n      amount\n      reason\n      closed\n    }\n    nights {\n      date\n      nightNumber\n      closed\n      posted\n      roomNumber\n      room\n      tax1\n      tax2\n    }\n    totalCharges\n    totalPayments\n    balance\n    pricingNote\n    booking {\n      ...BookingFields\n    }\n  }\n"): (typeof documents)["\n  fragment FolioFields on Folio {\n    bookingId\n    charges {\n      id\n      date\n      description\n      kind\n      amount\n      voided\n      voidedAt\n      voidedBy\n      closed\n    }\n    payments {\n      id\n      date\n      method\n      amount\n      reference\n      voided\n      voidedAt\n      voidedBy\n      closed\n    }\n    adjustments {\n      id\n      date\n      kind\n      amount\n      reason\n      closed\n    }\n    nights {\n      date\n      nightNumber\n      closed\n      posted\n      roomNumber\n      room\n      tax1\n      tax2\n    }\n    totalCharges\n    totalPayments\n    balance\n    pricingNote\n    booking {\n      ...BookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Folio($bookingId: Int!) {\n    folio(bookingId: $bookingId) {\n      ...FolioFields\n    }\n  }\n"): (typeof documents)["\n  query Folio($bookingId: Int!) {\n    folio(bookingId: $bookingId) {\n      ...FolioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoidFolioCharge($bookingId: Int!, $chargeId: Int!) {\n    voidFolioCharge(bookingId: $bookingId, chargeId: $chargeId) {\n      ...FolioFields\n    }\n  }\n"): (typeof documents)["\n  mutation VoidFolioCharge($bookingId: Int!, $chargeId: Int!) {\n    voidFolioCharge(bookingId: $bookingId, chargeId: $chargeId) {\n      ...FolioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoidFolioPayment($bookingId: Int!, $paymentId: Int!) {\n    voidFolioPayment(bookingId: $bookingId, paymentId: $paymentId) {\n      ...FolioFields\n    }\n  }\n"): (typeof documents)["\n  mutation VoidFolioPayment($bookingId: Int!, $paymentId: Int!) {\n    voidFolioPayment(bookingId: $bookingId, paymentId: $paymentId) {\n      ...FolioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($id: Int!, $version: Int, $reason: String) {\n    cancelBooking(id: $id, version: $version, reason: $reason) {\n      ...FrontDeskStay\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBooking($id: Int!, $version: Int, $reason: String) {\n    cancelBooking(id: $id, version: $version, reason: $reason) {\n      ...FrontDeskStay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInBooking($id: Int!, $version: Int) {\n    checkInBooking(id: $id, version: $version) {\n      ...FrontDeskStay\n    }\n  }\n"): (typeof documents)["\n  mutation CheckInBooking($id: Int!, $version: Int) {\n    checkInBooking(id: $id, version: $version) {\n      ...FrontDeskStay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckOutBooking($id: Int!, $version: Int, $force: Boolean) {\n    checkOutBooking(id: $id, version: $version, force: $force) {\n      ...FrontDeskStay\n    }\n  }\n"): (typeof documents)["\n  mutation CheckOutBooking($id: Int!, $version: Int, $force: Boolean) {\n    checkOutBooking(id: $id, version: $version, force: $force) {\n      ...FrontDeskStay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendBooking($id: Int!, $periods: Int!, $nights: Int) {\n    extendBooking(id: $id, periods: $periods, nights: $nights) {\n      id\n      checkInDate\n      checkOutDate\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendBooking($id: Int!, $periods: Int!, $nights: Int) {\n    extendBooking(id: $id, periods: $periods, nights: $nights) {\n      id\n      checkInDate\n      checkOutDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FrontDesk($date: String) {\n    frontDesk(date: $date) {\n      date\n      arrivals {\n        ...FrontDeskStay\n      }\n      departures {\n        ...FrontDeskStay\n      }\n      inHouse {\n        ...FrontDeskStay\n      }\n      cancelledOrNoShow {\n        ...FrontDeskStay\n      }\n    }\n  }\n"): (typeof documents)["\n  query FrontDesk($date: String) {\n    frontDesk(date: $date) {\n      date\n      arrivals {\n        ...FrontDeskStay\n      }\n      departures {\n        ...FrontDeskStay\n      }\n      inHouse {\n        ...FrontDeskStay\n      }\n      cancelledOrNoShow {\n        ...FrontDeskStay\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FrontDeskStay on Booking {\n    id\n    room {\n      id\n      roomNumber\n    }\n    guest\n    checkInDate\n    checkOutDate\n    nights\n    rateType\n    grandTotal\n    balance\n    paymentMethod\n    stayStatus\n    autoRenew\n    renewalError\n    version\n  }\n"): (typeof documents)["\n  fragment FrontDeskStay on Booking {\n    id\n    room {\n      id\n      roomNumber\n    }\n    guest\n    checkInDate\n    checkOutDate\n    nights\n    rateType\n    grandTotal\n    balance\n    paymentMethod\n    stayStatus\n    autoRenew\n    renewalError\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkBookingNoShow($id: Int!, $version: Int) {\n    markBookingNoShow(id: $id, version: $version) {\n      ...FrontDeskStay\n    }\n  }\n"): (typeof documents)["\n  mutation MarkBookingNoShow($id: Int!, $version: Int) {\n    markBookingNoShow(id: $id, version: $version) {\n      ...FrontDeskStay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReinstateBooking($id: Int!, $version: Int) {\n    reinstateBooking(id: $id, version: $version) {\n      ...FrontDeskStay\n    }\n  }\n"): (typeof documents)["\n  mutation ReinstateBooking($id: Int!, $version: Int) {\n    reinstateBooking(id: $id, version: $version) {\n      ...FrontDeskStay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Residents {\n    residents {\n      guest {\n        id\n        name\n      }\n      bookingId\n      roomNumber\n      since\n      nights\n      night\n      nextRenewal\n      exemptTaxes\n      balance\n    }\n  }\n"): (typeof documents)["\n  query Residents {\n    residents {\n      guest {\n        id\n        name\n      }\n      bookingId\n      roomNumber\n      since\n      nights\n      night\n      nextRenewal\n      exemptTaxes\n      balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoCheckIn($id: Int!, $version: Int) {\n    undoCheckIn(id: $id, version: $version) {\n      ...FrontDeskStay\n    }\n  }\n"): (typeof documents)["\n  mutation UndoCheckIn($id: Int!, $version: Int) {\n    undoCheckIn(id: $id, version: $version) {\n      ...FrontDeskStay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGuest($input: GuestInput!) {\n    createGuest(input: $input) {\n      ...GuestFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGuest($input: GuestInput!) {\n    createGuest(input: $input) {\n      ...GuestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGuest($id: Int!, $version: Int) {\n    deleteGuest(id: $id, version: $version)\n  }\n"): (typeof documents)["\n  mutation DeleteGuest($id: Int!, $version: Int) {\n    deleteGuest(id: $id, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GuestFields on Guest {\n    id\n    version\n    firstName\n    lastName\n    email\n    phone\n    address\n    city\n    state\n    zipCode\n    country\n    idType\n    idNumber\n    notes\n    vip\n    createdAt\n  }\n"): (typeof documents)["\n  fragment GuestFields on Guest {\n    id\n    version\n    firstName\n    lastName\n    email\n    phone\n    address\n    city\n    state\n    zipCode\n    country\n    idType\n    idNumber\n    notes\n    vip\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestSearch($text: String!, $limit: Int) {\n    guestSearch(text: $text, limit: $limit) {\n      ...GuestFields\n    }\n  }\n"): (typeof documents)["\n  query GuestSearch($text: String!, $limit: Int) {\n    guestSearch(text: $text, limit: $limit) {\n      ...GuestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestStats {\n    guestStats {\n      totalGuests\n      vipGuests\n      withEmail\n      withPhone\n    }\n  }\n"): (typeof documents)["\n  query GuestStats {\n    guestStats {\n      totalGuests\n      vipGuests\n      withEmail\n      withPhone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Guests($limit: Int, $offset: Int) {\n    guests(limit: $limit, offset: $offset) {\n      ...GuestFields\n    }\n  }\n"): (typeof documents)["\n  query Guests($limit: Int, $offset: Int) {\n    guests(limit: $limit, offset: $offset) {\n      ...GuestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGuest($id: Int!, $input: GuestInput!) {\n    updateGuest(id: $id, input: $input) {\n      ...GuestFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGuest($id: Int!, $input: GuestInput!) {\n    updateGuest(id: $id, input: $input) {\n      ...GuestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRoomBlock($input: RoomBlockInput!) {\n    createRoomBlock(input: $input) {\n      id\n      roomId\n      roomNumber\n      startDate\n      endDate\n      nights\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRoomBlock($input: RoomBlockInput!) {\n    createRoomBlock(input: $input) {\n      id\n      roomId\n      roomNumber\n      startDate\n      endDate\n      nights\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRoomBlock($id: Int!) {\n    deleteRoomBlock(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRoomBlock($id: Int!) {\n    deleteRoomBlock(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Housekeeping {\n    housekeeping {\n      roomId\n      roomNumber\n      roomTypeName\n      version\n      housekeepingStatus\n      housekeepingNote\n      departsToday\n      arrivesToday\n      occupied\n    }\n  }\n"): (typeof documents)["\n  query Housekeeping {\n    housekeeping {\n      roomId\n      roomNumber\n      roomTypeName\n      version\n      housekeepingStatus\n      housekeepingNote\n      departsToday\n      arrivesToday\n      occupied\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomBlocks($from: String, $to: String) {\n    roomBlocks(from: $from, to: $to) {\n      id\n      roomId\n      roomNumber\n      startDate\n      endDate\n      nights\n      reason\n      kind\n    }\n  }\n"): (typeof documents)["\n  query RoomBlocks($from: String, $to: String) {\n    roomBlocks(from: $from, to: $to) {\n      id\n      roomId\n      roomNumber\n      startDate\n      endDate\n      nights\n      reason\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHousekeeping($roomId: Int!, $input: HousekeepingInput!) {\n    updateHousekeeping(roomId: $roomId, input: $input) {\n      id\n      version\n      housekeepingStatus\n      housekeepingNote\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHousekeeping($roomId: Int!, $input: HousekeepingInput!) {\n    updateHousekeeping(roomId: $roomId, input: $input) {\n      id\n      version\n      housekeepingStatus\n      housekeepingNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LicenceHotelSettings {\n    settings {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  query LicenceHotelSettings {\n    settings {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Licence {\n    licence {\n      ...LicenceStatusFields\n    }\n  }\n"): (typeof documents)["\n  query Licence {\n    licence {\n      ...LicenceStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LicenceStatusFields on LicenceStatus {\n    label\n    licensed\n    expired\n    daysLeft\n    transactionsLeft\n    expiredReason\n    licenceKey\n    installationDate\n    expirationDate\n    transactionCount\n    transactionLimit\n  }\n"): (typeof documents)["\n  fragment LicenceStatusFields on LicenceStatus {\n    label\n    licensed\n    expired\n    daysLeft\n    transactionsLeft\n    expiredReason\n    licenceKey\n    installationDate\n    expirationDate\n    transactionCount\n    transactionLimit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ValidateLicence($input: ValidateLicenceInput!) {\n    validateLicence(input: $input) {\n      isValid\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ValidateLicence($input: ValidateLicenceInput!) {\n    validateLicence(input: $input) {\n      isValid\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditStay($id: Int!) {\n    booking(id: $id) {\n      ...FrontDeskStay\n    }\n  }\n"): (typeof documents)["\n  query AuditStay($id: Int!) {\n    booking(id: $id) {\n      ...FrontDeskStay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseDay($date: String!) {\n    closeDay(date: $date) {\n      date\n      closed\n    }\n  }\n"): (typeof documents)["\n  mutation CloseDay($date: String!) {\n    closeDay(date: $date) {\n      date\n      closed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClosedDayReport($date: String!) {\n    dailyReport(date: $date) {\n      ...DailyReportFigures\n      closed\n      closedAt\n      closedBy\n    }\n  }\n"): (typeof documents)["\n  query ClosedDayReport($date: String!) {\n    dailyReport(date: $date) {\n      ...DailyReportFigures\n      closed\n      closedAt\n      closedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NightAudit {\n    nightAudit {\n      businessDate\n      lastClosedDate\n      today\n      problems {\n        kind\n        bookingId\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query NightAudit {\n    nightAudit {\n      businessDate\n      lastClosedDate\n      today\n      problems {\n        kind\n        bookingId\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnlineBookingSettings {\n    onlineBookingSettings {\n      enabled\n      slug\n      minNights\n      maxDaysAhead\n      cancellationDays\n      description\n      roomTypeIds\n    }\n  }\n"): (typeof documents)["\n  query OnlineBookingSettings {\n    onlineBookingSettings {\n      enabled\n      slug\n      minNights\n      maxDaysAhead\n      cancellationDays\n      description\n      roomTypeIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOnlineBookingSettings($input: OnlineBookingSettingsInput!) {\n    updateOnlineBookingSettings(input: $input) {\n      enabled\n      slug\n      minNights\n      maxDaysAhead\n      cancellationDays\n      description\n      roomTypeIds\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOnlineBookingSettings($input: OnlineBookingSettingsInput!) {\n    updateOnlineBookingSettings(input: $input) {\n      enabled\n      slug\n      minNights\n      maxDaysAhead\n      cancellationDays\n      description\n      roomTypeIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearOperationalData {\n    clearOperationalData {\n      message\n      backup\n    }\n  }\n"): (typeof documents)["\n  mutation ClearOperationalData {\n    clearOperationalData {\n      message\n      backup\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRatePeriod($input: RatePeriodInput!) {\n    createRatePeriod(input: $input) {\n      ...RatePeriodFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRatePeriod($input: RatePeriodInput!) {\n    createRatePeriod(input: $input) {\n      ...RatePeriodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRatePeriod($id: Int!, $version: Int) {\n    deleteRatePeriod(id: $id, version: $version) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRatePeriod($id: Int!, $version: Int) {\n    deleteRatePeriod(id: $id, version: $version) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RatePeriodFields on RatePeriod {\n    id\n    version\n    roomTypeId\n    roomTypeName\n    name\n    rateType\n    priority\n    dailyRate\n    weeklyRate\n    monthlyRate\n    daysOfWeek\n    startDate\n    endDate\n    specificDates\n    description\n    isActive\n  }\n"): (typeof documents)["\n  fragment RatePeriodFields on RatePeriod {\n    id\n    version\n    roomTypeId\n    roomTypeName\n    name\n    rateType\n    priority\n    dailyRate\n    weeklyRate\n    monthlyRate\n    daysOfWeek\n    startDate\n    endDate\n    specificDates\n    description\n    isActive\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RatePeriodRoomTypes {\n    roomTypes {\n      id\n      name\n      dailyRate\n      weeklyRate\n      monthlyRate\n    }\n  }\n"): (typeof documents)["\n  query RatePeriodRoomTypes {\n    roomTypes {\n      id\n      name\n      dailyRate\n      weeklyRate\n      monthlyRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RatePeriods {\n    ratePeriods {\n      ...RatePeriodFields\n    }\n  }\n"): (typeof documents)["\n  query RatePeriods {\n    ratePeriods {\n      ...RatePeriodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRatePeriod($id: Int!, $input: RatePeriodInput!) {\n    updateRatePeriod(id: $id, input: $input) {\n      ...RatePeriodFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRatePeriod($id: Int!, $input: RatePeriodInput!) {\n    updateRatePeriod(id: $id, input: $input) {\n      ...RatePeriodFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DailyReportFigures on DailyReport {\n    date\n    arrivals\n    departures\n    inHouse\n    occupancyRate\n    roomRevenue\n    taxes\n    extras\n    paymentsByMethod {\n      method\n      amount\n    }\n    totalPayments\n  }\n"): (typeof documents)["\n  fragment DailyReportFigures on DailyReport {\n    date\n    arrivals\n    departures\n    inHouse\n    occupancyRate\n    roomRevenue\n    taxes\n    extras\n    paymentsByMethod {\n      method\n      amount\n    }\n    totalPayments\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DailyReportStay on DailyReportStay {\n    bookingId\n    guest\n    roomNumber\n    checkInDate\n    checkOutDate\n    balance\n  }\n"): (typeof documents)["\n  fragment DailyReportStay on DailyReportStay {\n    bookingId\n    guest\n    roomNumber\n    checkInDate\n    checkOutDate\n    balance\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DailyReport($date: String!) {\n    dailyReport(date: $date) {\n      ...DailyReportFigures\n      arrivalStays {\n        ...DailyReportStay\n      }\n      departureStays {\n        ...DailyReportStay\n      }\n      inHouseStays {\n        ...DailyReportStay\n      }\n    }\n  }\n"): (typeof documents)["\n  query DailyReport($date: String!) {\n    dailyReport(date: $date) {\n      ...DailyReportFigures\n      arrivalStays {\n        ...DailyReportStay\n      }\n      departureStays {\n        ...DailyReportStay\n      }\n      inHouseStays {\n        ...DailyReportStay\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinancialReport($year: Int!) {\n    monthlyReport(year: $year) {\n      year\n      tax1Name\n      tax2Name\n      months {\n        month\n        taxable\n        nonTaxable\n        subtotal\n        tax1\n        tax2\n        grandTotal\n      }\n      totalTaxable\n      totalNonTaxable\n      totalSubtotal\n      totalTax1\n      totalTax2\n      totalGrandTotal\n      totalExtras\n      totalWithExtras\n    }\n    quarterlyReport(year: $year) {\n      year\n      quarters {\n        quarter\n        taxable\n        nonTaxable\n        subtotal\n        tax1\n        tax2\n        grandTotal\n      }\n      totalGrandTotal\n    }\n  }\n"): (typeof documents)["\n  query FinancialReport($year: Int!) {\n    monthlyReport(year: $year) {\n      year\n      tax1Name\n      tax2Name\n      months {\n        month\n        taxable\n        nonTaxable\n        subtotal\n        tax1\n        tax2\n        grandTotal\n      }\n      totalTaxable\n      totalNonTaxable\n      totalSubtotal\n      totalTax1\n      totalTax2\n      totalGrandTotal\n      totalExtras\n      totalWithExtras\n    }\n    quarterlyReport(year: $year) {\n      year\n      quarters {\n        quarter\n        taxable\n        nonTaxable\n        subtotal\n        tax1\n        tax2\n        grandTotal\n      }\n      totalGrandTotal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportSettings {\n    settings {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  query ReportSettings {\n    settings {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Statistics($from: String!, $to: String!, $groupBy: String) {\n    statistics(from: $from, to: $to, groupBy: $groupBy) {\n      rows {\n        period\n        roomsAvailable\n        roomsSold\n        outOfOrder\n        occupancy\n        adr\n        revpar\n        roomRevenue\n        tax1\n        tax2\n        extras\n        closed\n      }\n      totals {\n        roomsAvailable\n        roomsSold\n        outOfOrder\n        occupancy\n        adr\n        revpar\n        roomRevenue\n        tax1\n        tax2\n        extras\n        closed\n      }\n      channelMix {\n        source\n        roomNights\n        roomNightsShare\n        roomRevenue\n        roomRevenueShare\n      }\n    }\n  }\n"): (typeof documents)["\n  query Statistics($from: String!, $to: String!, $groupBy: String) {\n    statistics(from: $from, to: $to, groupBy: $groupBy) {\n      rows {\n        period\n        roomsAvailable\n        roomsSold\n        outOfOrder\n        occupancy\n        adr\n        revpar\n        roomRevenue\n        tax1\n        tax2\n        extras\n        closed\n      }\n      totals {\n        roomsAvailable\n        roomsSold\n        outOfOrder\n        occupancy\n        adr\n        revpar\n        roomRevenue\n        tax1\n        tax2\n        extras\n        closed\n      }\n      channelMix {\n        source\n        roomNights\n        roomNightsShare\n        roomRevenue\n        roomRevenueShare\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaxReport($month: String!) {\n    taxReport(month: $month) {\n      month\n      byTax {\n        taxRateId\n        name\n        roomRevenue\n        taxableRevenue\n        exemptRevenue {\n          monthlyRate\n          longStay\n          agreement\n        }\n        taxCharged\n        refunds\n        due\n      }\n      exemptStays {\n        bookingId\n        guest\n        room\n        nights\n        exemptRevenue\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query TaxReport($month: String!) {\n    taxReport(month: $month) {\n      month\n      byTax {\n        taxRateId\n        name\n        roomRevenue\n        taxableRevenue\n        exemptRevenue {\n          monthlyRate\n          longStay\n          agreement\n        }\n        taxCharged\n        refunds\n        due\n      }\n      exemptStays {\n        bookingId\n        guest\n        room\n        nights\n        exemptRevenue\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkCreateRooms($input: BulkRoomsInput!) {\n    bulkCreateRooms(input: $input) {\n      ...RoomFields\n    }\n  }\n"): (typeof documents)["\n  mutation BulkCreateRooms($input: BulkRoomsInput!) {\n    bulkCreateRooms(input: $input) {\n      ...RoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRoom($input: RoomInput!) {\n    createRoom(input: $input) {\n      ...RoomFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRoom($input: RoomInput!) {\n    createRoom(input: $input) {\n      ...RoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRoomType($input: RoomTypeInput!) {\n    createRoomType(input: $input) {\n      ...RoomTypeFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRoomType($input: RoomTypeInput!) {\n    createRoomType(input: $input) {\n      ...RoomTypeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRoom($id: Int!, $version: Int) {\n    deleteRoom(id: $id, version: $version) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRoom($id: Int!, $version: Int) {\n    deleteRoom(id: $id, version: $version) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRoomType($id: Int!, $version: Int) {\n    deleteRoomType(id: $id, version: $version) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRoomType($id: Int!, $version: Int) {\n    deleteRoomType(id: $id, version: $version) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoomFields on Room {\n    id\n    version\n    roomNumber\n    roomTypeId\n    roomType {\n      ...RoomTypeFields\n    }\n  }\n"): (typeof documents)["\n  fragment RoomFields on Room {\n    id\n    version\n    roomNumber\n    roomTypeId\n    roomType {\n      ...RoomTypeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoomTypeFields on RoomType {\n    id\n    version\n    name\n    dailyRate\n    weeklyRate\n    monthlyRate\n    scheduled {\n      effectiveFrom\n      dailyRate\n      weeklyRate\n      monthlyRate\n    }\n  }\n"): (typeof documents)["\n  fragment RoomTypeFields on RoomType {\n    id\n    version\n    name\n    dailyRate\n    weeklyRate\n    monthlyRate\n    scheduled {\n      effectiveFrom\n      dailyRate\n      weeklyRate\n      monthlyRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomTypes {\n    roomTypes {\n      ...RoomTypeFields\n    }\n  }\n"): (typeof documents)["\n  query RoomTypes {\n    roomTypes {\n      ...RoomTypeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Rooms {\n    rooms {\n      ...RoomFields\n    }\n  }\n"): (typeof documents)["\n  query Rooms {\n    rooms {\n      ...RoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRoom($id: Int!, $input: RoomInput!) {\n    updateRoom(id: $id, input: $input) {\n      ...RoomFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRoom($id: Int!, $input: RoomInput!) {\n    updateRoom(id: $id, input: $input) {\n      ...RoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRoomType($id: Int!, $input: RoomTypeInput!) {\n    updateRoomType(id: $id, input: $input) {\n      ...RoomTypeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRoomType($id: Int!, $input: RoomTypeInput!) {\n    updateRoomType(id: $id, input: $input) {\n      ...RoomTypeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawScheduledRoomTypeRates($id: Int!, $effectiveFrom: String!, $version: Int) {\n    withdrawScheduledRoomTypeRates(id: $id, effectiveFrom: $effectiveFrom, version: $version) {\n      ...RoomTypeFields\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawScheduledRoomTypeRates($id: Int!, $effectiveFrom: String!, $version: Int) {\n    withdrawScheduledRoomTypeRates(id: $id, effectiveFrom: $effectiveFrom, version: $version) {\n      ...RoomTypeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HotelSettings {\n    settings {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  query HotelSettings {\n    settings {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsTaxRates {\n    taxRates {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  query SettingsTaxRates {\n    taxRates {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSettings($input: [SettingInput!]!) {\n    updateSettings(input: $input) {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSettings($input: [SettingInput!]!) {\n    updateSettings(input: $input) {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSetup {\n    updateSettings(input: [{ key: \"setup_completed\", value: \"1\" }]) {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSetup {\n    updateSettings(input: [{ key: \"setup_completed\", value: \"1\" }]) {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupCompleted {\n    settings {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  query SetupCompleted {\n    settings {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupRoomTypes {\n    roomTypes {\n      id\n      name\n    }\n    rooms {\n      id\n      roomNumber\n    }\n  }\n"): (typeof documents)["\n  query SetupRoomTypes {\n    roomTypes {\n      id\n      name\n    }\n    rooms {\n      id\n      roomNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTaxRate($input: TaxRateInput!) {\n    createTaxRate(input: $input) {\n      ...TaxRateFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTaxRate($input: TaxRateInput!) {\n    createTaxRate(input: $input) {\n      ...TaxRateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTaxRate($id: Int!, $version: Int) {\n    deleteTaxRate(id: $id, version: $version) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTaxRate($id: Int!, $version: Int) {\n    deleteTaxRate(id: $id, version: $version) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaxRateFields on TaxRate {\n    id\n    version\n    name\n    rate\n    isPercentage\n    flatAmount\n    applyTo\n    isActive\n    sortOrder\n    longStay {\n      nights\n      mode\n      agreementExempts\n      earlyDepartureDue\n    }\n    scheduled {\n      effectiveFrom\n      name\n      rate\n      isPercentage\n      flatAmount\n      applyTo\n      isActive\n      sortOrder\n      longStay {\n        nights\n        mode\n        agreementExempts\n        earlyDepartureDue\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TaxRateFields on TaxRate {\n    id\n    version\n    name\n    rate\n    isPercentage\n    flatAmount\n    applyTo\n    isActive\n    sortOrder\n    longStay {\n      nights\n      mode\n      agreementExempts\n      earlyDepartureDue\n    }\n    scheduled {\n      effectiveFrom\n      name\n      rate\n      isPercentage\n      flatAmount\n      applyTo\n      isActive\n      sortOrder\n      longStay {\n        nights\n        mode\n        agreementExempts\n        earlyDepartureDue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaxRates {\n    taxRates {\n      ...TaxRateFields\n    }\n  }\n"): (typeof documents)["\n  query TaxRates {\n    taxRates {\n      ...TaxRateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTaxRate($id: Int!, $input: TaxRateInput!) {\n    updateTaxRate(id: $id, input: $input) {\n      ...TaxRateFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTaxRate($id: Int!, $input: TaxRateInput!) {\n    updateTaxRate(id: $id, input: $input) {\n      ...TaxRateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawScheduledTaxRate($id: Int!, $effectiveFrom: String!, $version: Int) {\n    withdrawScheduledTaxRate(id: $id, effectiveFrom: $effectiveFrom, version: $version) {\n      ...TaxRateFields\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawScheduledTaxRate($id: Int!, $effectiveFrom: String!, $version: Int) {\n    withdrawScheduledTaxRate(id: $id, effectiveFrom: $effectiveFrom, version: $version) {\n      ...TaxRateFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { RoomTypesPanel } from './room-types-panel';
import { RoomsPanel } from './rooms-panel';
import './room-management.css';

/**
 * Settings › Room Types & Rooms (spec 2, 'Room Management'): inner tabs Rooms (shown first) and
 * Room Types. The settings page renders this in its 'Room Types & Rooms' tab.
 */
export function RoomManagementTab() {
  return (
    <Card className="room-management">
      <CardHeader>
        <CardTitle>Room Management</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="rooms">
          <TabsList aria-label="Room management">
            <TabsTrigger value="rooms">Rooms</TabsTrigger>
            <TabsTrigger value="room-types">Room Types</TabsTrigger>
          </TabsList>
          <TabsContent value="rooms">
            <RoomsPanel />
          </TabsContent>
          <TabsContent value="room-types">
            <RoomTypesPanel />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
